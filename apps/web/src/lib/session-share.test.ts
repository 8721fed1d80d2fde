import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoginData } from '@ota/contract';
import { clearSession, saveSession } from './session';
import { announceSignOut, askOpenTabsForSession, shareSession, type ChannelLike } from './session-share';

/**
 * An in-memory BroadcastChannel: every tab has its own session storage, swapped in while its code runs
 * (jsdom has one), and a message reaches every other open channel asynchronously, as in a browser.
 */
class Tab {
  readonly store = new Map<string, string>();
  run<T>(work: () => T): T {
    const saved = new Map<string, string>();
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i) as string;
      saved.set(key, sessionStorage.getItem(key) as string);
    }
    sessionStorage.clear();
    for (const [key, value] of this.store) sessionStorage.setItem(key, value);
    try {
      return work();
    } finally {
      this.store.clear();
      for (let i = 0; i < sessionStorage.length; i++) {
        const key = sessionStorage.key(i) as string;
        this.store.set(key, sessionStorage.getItem(key) as string);
      }
      sessionStorage.clear();
      for (const [key, value] of saved) sessionStorage.setItem(key, value);
    }
  }
}

function hub(origin = window.location.origin) {
  const open = new Set<{ tab: Tab; listeners: Set<(event: MessageEvent) => void> }>();
  return (tab: Tab) => (): ChannelLike => {
    const me = { tab, listeners: new Set<(event: MessageEvent) => void>() };
    open.add(me);
    return {
      postMessage(message) {
        for (const other of open) {
          if (other === me) continue;
          setTimeout(() => {
            for (const listener of other.listeners) {
              other.tab.run(() => listener(new MessageEvent('message', { data: message, origin })));
            }
          }, 1);
        }
      },
      addEventListener: (_type, listener) => me.listeners.add(listener),
      removeEventListener: (_type, listener) => me.listeners.delete(listener),
      close: () => open.delete(me),
    };
  };
}

const login: LoginData = {
  'X-Token': 'tok-1',
  user: { id: 1, name: 'operator', domain: 'onefly.example', platformType: 1 },
  domain: 'onefly.example',
  jsonData: { menus: [], codes: ['1001-1'] },
};

afterEach(() => {
  clearSession();
  vi.useRealTimers();
});

describe('session sharing between tabs', () => {
  it('a new tab takes the session of an open signed-in tab under the same keys', async () => {
    const channelOf = hub();
    const first = new Tab();
    const second = new Tab();
    first.run(() => saveSession(login));
    const stop = shareSession(() => undefined, channelOf(first));

    const taken = await second.run(() => askOpenTabsForSession(500, channelOf(second)));
    expect(taken).toBe(true);
    expect(Object.fromEntries(second.store)).toEqual(Object.fromEntries(first.store));
    expect(second.store.get('token')).toBe('tok-1');
    expect(localStorage.getItem('token')).toBeNull();
    stop();
  });

  it('finds no session when no tab is signed in, and gives up after the wait', async () => {
    const channelOf = hub();
    const first = new Tab();
    const second = new Tab();
    const stop = shareSession(() => undefined, channelOf(first));
    vi.useFakeTimers();
    let answer: boolean | undefined;
    void second.run(() => askOpenTabsForSession(50, channelOf(second))).then((taken) => (answer = taken));
    // The open tab has had its say; the new one still waits out the whole 50 ms.
    await vi.advanceTimersByTimeAsync(49);
    expect(answer).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(answer).toBe(false);
    expect(second.store.size).toBe(0);
    stop();
  });

  it('ignores an answer from another origin', async () => {
    const channelOf = hub('https://elsewhere.example');
    const first = new Tab();
    const second = new Tab();
    first.run(() => saveSession(login));
    const stop = shareSession(() => undefined, channelOf(first));
    expect(await second.run(() => askOpenTabsForSession(50, channelOf(second)))).toBe(false);
    expect(second.store.size).toBe(0);
    stop();
  });

  it('a tab that already has a session asks nobody', async () => {
    const open = vi.fn();
    saveSession(login);
    expect(await askOpenTabsForSession(50, open)).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it('signing out in one tab signs out the others that hold a session', async () => {
    const channelOf = hub();
    const first = new Tab();
    const second = new Tab();
    const third = new Tab();
    first.run(() => saveSession(login));
    second.run(() => saveSession(login));
    const signedOut = { second: vi.fn(), third: vi.fn() };
    const stops = [
      shareSession(() => undefined, channelOf(first)),
      shareSession(signedOut.second, channelOf(second)),
      shareSession(signedOut.third, channelOf(third)),
    ];
    vi.useFakeTimers();
    first.run(() => {
      clearSession();
      announceSignOut(channelOf(first));
    });
    expect(signedOut.second).not.toHaveBeenCalled();
    // The message reaches the other tabs on a later tick, as a BroadcastChannel's does.
    await vi.advanceTimersByTimeAsync(1);
    expect(signedOut.second).toHaveBeenCalledTimes(1);
    // a tab on the login page has nothing to sign out
    expect(signedOut.third).not.toHaveBeenCalled();
    for (const stop of stops) stop();
  });
});
