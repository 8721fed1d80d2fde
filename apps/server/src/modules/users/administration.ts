import { ADMINISTRATOR_CODES } from '@ota/contract';
import { asc, sql } from 'drizzle-orm';
import { roles, userRoles, users } from '../../db/schema';
import type { Database, DbTransaction } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import type { SessionStore } from '../../platform/sessions';
import { createUsersRepository } from './users.repository';

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
        await createUsersRepository(tx).deleteSessions(userIds);
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

/** Names of the users whose roles give them every administrator code, by id. */
export async function administratorNames(tx: DbTransaction): Promise<string[]> {
  const required = sql`array[${sql.join(
    ADMINISTRATOR_CODES.map((code) => sql`${code}`),
    sql`, `,
  )}]::text[]`;
  const rows = await tx
    .select({ name: users.name })
    .from(users)
    .where(
      sql`array(select c from ${userRoles} ur join ${roles} r on r.id = ur.role_id, unnest(r.codes) c
        where ur.user_id = ${users.id}) @> ${required}`,
    )
    .orderBy(asc(users.id));
  return rows.map((row) => row.name);
}

/**
 * Runs a change and refuses it (the transaction rolls back) when it left no administrator where
 * there was one; `refusal` words the message from the administrators there were.
 */
export async function keepingAnAdministrator<T>(
  tx: DbTransaction,
  refusal: (administrators: string[]) => string,
  change: () => Promise<T>,
): Promise<T> {
  const before = await administratorNames(tx);
  const result = await change();
  if (before.length > 0 && (await administratorNames(tx)).length === 0) {
    throw new BadRequestError(refusal(before));
  }
  return result;
}
