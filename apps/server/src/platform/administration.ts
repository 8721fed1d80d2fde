import { sql } from 'drizzle-orm';
import type { Database, DbTransaction } from './db';
import type { SessionStore } from './sessions';

// Any fixed number: every user and role write takes this lock for its transaction.
const ADMINISTRATION_LOCK_KEY = 872_341_902;

export interface AdministrationScope {
  tx: DbTransaction;
  /** Ends the users' sessions with the transaction; every process forgets them before the call answers. */
  signOut(userIds: readonly number[]): Promise<void>;
  /** The users' sessions stay, but every process must read them again (a new name, say). */
  refresh(userIds: readonly number[]): void;
}

/**
 * One transaction for a user or role write. The lock makes these writes take turns, so two of them
 * cannot each remove "the other" administrator and leave none between them.
 */
export async function administer<T>(
  db: Database,
  sessions: SessionStore,
  work: (scope: AdministrationScope) => Promise<T>,
): Promise<T> {
  const changed = new Set<number>();
  const { result, revocation } = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMINISTRATION_LOCK_KEY})`);
    const answer = await work({
      tx,
      async signOut(userIds) {
        await sessions.endFor(tx, userIds);
        userIds.forEach((id) => changed.add(id));
      },
      refresh(userIds) {
        userIds.forEach((id) => changed.add(id));
      },
    });
    return {
      result: answer,
      revocation: changed.size > 0 ? await sessions.announce(tx, { userIds: [...changed] }) : null,
    };
  });
  if (revocation) await sessions.settle(revocation);
  return result;
}
