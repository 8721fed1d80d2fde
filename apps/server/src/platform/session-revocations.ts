import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, DbTransaction } from './db';
import { LISTENER_APPLICATION_NAME, type Listener } from './db-listener';

/** Whose cached sessions every process must drop. */
export interface RevocationChange {
  userIds?: readonly number[];
  sessionIds?: readonly number[];
  all?: boolean;
}

export interface Revocation {
  change: RevocationChange;
  /** Set when a notice was sent: settles once every listening process has acknowledged it. */
  acknowledged?: (expected: number) => Promise<void>;
}

const REVOKED = 'ota_session_revoked';
const ACKNOWLEDGED = 'ota_session_acknowledged';
/** A NOTIFY payload holds under 8,000 bytes: past this many ids, everybody forgets everything. */
const MAX_IDS = 300;
/** A process that died without closing its connection never answers: do not wait for it forever. */
const ACK_WAIT_MS = 2000;

function compact(change: RevocationChange): RevocationChange {
  const count = (change.userIds?.length ?? 0) + (change.sessionIds?.length ?? 0);
  return count > MAX_IDS ? { all: true } : change;
}

function parse(payload: string): (RevocationChange & { nonce?: string }) | null {
  try {
    const value: unknown = JSON.parse(payload);
    return typeof value === 'object' && value !== null
      ? (value as RevocationChange & { nonce?: string })
      : null;
  } catch {
    return null;
  }
}

/**
 * Revocations reach every server process by PostgreSQL NOTIFY, sent in the revoking transaction so
 * they go out exactly when it commits. Each process drops its copies, then acknowledges; the revoking
 * call answers once every listening process (counted in pg_stat_activity) has, so the next request
 * anywhere is refused. While a process's listening connection is down it trusts no cached session
 * (every call asks the database). An embedded database has one process: dropping its copies is enough.
 */
export function createRevocationNotices(
  database: Pick<DatabaseHandle, 'db' | 'listen'>,
  drop: (change: RevocationChange) => void,
) {
  const listens = database.listen !== undefined;
  let live = false;
  let listener: Listener | null = null;
  const pending = new Map<string, { count: number; wake: () => void }>();

  const events = {
    notice(channel: string, payload: string) {
      if (channel === ACKNOWLEDGED) {
        const waiting = pending.get(payload);
        if (waiting) {
          waiting.count += 1;
          waiting.wake();
        }
        return;
      }
      const message = parse(payload);
      if (!message) return;
      drop(message);
      if (message.nonce) listener?.notify(ACKNOWLEDGED, message.nonce).catch(() => undefined);
    },
    live(isLive: boolean) {
      // Notices may have been missed while the connection was down.
      if (isLive && !live) drop({ all: true });
      live = isLive;
    },
  };

  const listeningProcesses = async (): Promise<number> => {
    const result: unknown = await database.db.execute(
      sql`select count(*)::int as count from pg_stat_activity
        where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`,
    );
    const rows = (result as { rows?: { count: number }[] }).rows ?? [];
    return rows[0]?.count ?? 0;
  };

  /** Registered before the commit: acknowledgements may come before the caller asks for them. */
  function collect(nonce: string): (expected: number) => Promise<void> {
    const entry = { count: 0, wake: () => undefined as void };
    pending.set(nonce, entry);
    const forget = setTimeout(() => pending.delete(nonce), ACK_WAIT_MS * 2);
    forget.unref();
    return (expected) =>
      new Promise<void>((resolve) => {
        const finish = () => {
          clearTimeout(timer);
          clearTimeout(forget);
          pending.delete(nonce);
          resolve();
        };
        const timer = setTimeout(finish, ACK_WAIT_MS);
        entry.wake = () => {
          if (entry.count >= expected) finish();
        };
        entry.wake();
      });
  }

  return {
    /** May a cached principal be used? Not while notices from other processes could be missed. */
    trusted: () => !listens || live,

    async start(): Promise<void> {
      if (!database.listen || listener) return;
      listener = await database.listen([REVOKED, ACKNOWLEDGED], events);
    },

    async stop(): Promise<void> {
      const current = listener;
      listener = null;
      live = false;
      await current?.stop();
    },

    async announce(tx: Database | DbTransaction, change: RevocationChange): Promise<Revocation> {
      const compacted = compact(change);
      if (!listens) return { change: compacted };
      const nonce = randomBytes(9).toString('base64url');
      const acknowledged = collect(nonce);
      await tx.execute(sql`select pg_notify(${REVOKED}, ${JSON.stringify({ ...compacted, nonce })})`);
      return { change: compacted, acknowledged };
    },

    async settle(revocation: Revocation): Promise<void> {
      drop(revocation.change);
      if (!revocation.acknowledged) return;
      await revocation.acknowledged(await listeningProcesses());
    },
  };
}
