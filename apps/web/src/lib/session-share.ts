import { SESSION_KEYS } from './session';

/**
 * A new tab of a signed-in browser (Ctrl-click on a case) takes the session from an open tab instead
 * of asking for a new sign-in, and a sign-out in one tab signs out all. The session stays in each
 * tab's session storage under the spec's keys (never in local storage); the tabs exchange it over a
 * BroadcastChannel, which only reaches documents of the same origin — an answer from elsewhere is
 * ignored all the same.
 */

export const SESSION_CHANNEL = 'ota-session';

type StoredSession = Record<(typeof SESSION_KEYS)[keyof typeof SESSION_KEYS], string>;

type SessionMessage =
  | { type: 'ask'; id: string }
  | { type: 'session'; id: string; session: StoredSession }
  | { type: 'signed-out' };

/** What the module needs of a BroadcastChannel (tests pass their own). */
export interface ChannelLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  close(): void;
}

export type OpenChannel = () => ChannelLike | null;

const openBroadcastChannel: OpenChannel = () =>
  typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(SESSION_CHANNEL);

const STORAGE_KEYS = Object.values(SESSION_KEYS);

function readStoredSession(): StoredSession | null {
  const session: Partial<StoredSession> = {};
  for (const key of STORAGE_KEYS) {
    const value = sessionStorage.getItem(key);
    if (!value) return null;
    session[key] = value;
  }
  return session as StoredSession;
}

function isStoredSession(value: unknown): value is StoredSession {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return STORAGE_KEYS.every((key) => typeof record[key] === 'string' && record[key] !== '');
}

/** Same origin only: a BroadcastChannel's event carries its sender's origin (empty in some engines). */
function sameOrigin(event: MessageEvent): boolean {
  return !event.origin || event.origin === window.location.origin;
}

function asMessage(event: MessageEvent): SessionMessage | null {
  if (!sameOrigin(event)) return null;
  const data = event.data as { type?: unknown } | null;
  if (typeof data !== 'object' || data === null) return null;
  return data.type === 'ask' || data.type === 'session' || data.type === 'signed-out'
    ? (data as SessionMessage)
    : null;
}

/**
 * At start of a tab without a session: asks the open tabs and stores the first answer in this tab's
 * session storage. Resolves true when a session was taken, false when no tab answered in time.
 */
export function askOpenTabsForSession(
  // An open tab answers at once when idle; on a busy machine (CI: two browsers, the server, 2 cores)
  // 400 ms was missed and the new tab showed the sign-in page. It runs beside the language files' load.
  waitMs = 1000,
  open: OpenChannel = openBroadcastChannel,
): Promise<boolean> {
  if (sessionStorage.getItem(SESSION_KEYS.token)) return Promise.resolve(false);
  const channel = open();
  if (!channel) return Promise.resolve(false);
  const id = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return new Promise((resolve) => {
    const finish = (taken: boolean): void => {
      clearTimeout(timer);
      channel.removeEventListener('message', onMessage);
      channel.close();
      resolve(taken);
    };
    const onMessage = (event: MessageEvent): void => {
      const message = asMessage(event);
      if (message?.type !== 'session' || message.id !== id || !isStoredSession(message.session)) return;
      for (const key of STORAGE_KEYS) sessionStorage.setItem(key, message.session[key]);
      finish(true);
    };
    const timer = setTimeout(() => finish(false), waitMs);
    channel.addEventListener('message', onMessage);
    channel.postMessage({ type: 'ask', id } satisfies SessionMessage);
  });
}

/**
 * For the life of the tab: answers a new tab's question with this tab's session (when signed in),
 * and calls onSignedOut when another tab signed out while this one holds a session.
 */
export function shareSession(onSignedOut: () => void, open: OpenChannel = openBroadcastChannel): () => void {
  const channel = open();
  if (!channel) return () => undefined;
  const onMessage = (event: MessageEvent): void => {
    const message = asMessage(event);
    if (message?.type === 'ask') {
      const session = readStoredSession();
      if (session) channel.postMessage({ type: 'session', id: message.id, session } satisfies SessionMessage);
    } else if (message?.type === 'signed-out') {
      if (sessionStorage.getItem(SESSION_KEYS.token)) onSignedOut();
    }
  };
  channel.addEventListener('message', onMessage);
  return () => {
    channel.removeEventListener('message', onMessage);
    channel.close();
  };
}

/** Tells the other tabs this browser signed out. */
export function announceSignOut(open: OpenChannel = openBroadcastChannel): void {
  const channel = open();
  if (!channel) return;
  channel.postMessage({ type: 'signed-out' } satisfies SessionMessage);
  channel.close();
}
