import { and, eq, or, sql } from 'drizzle-orm';
import { loginAttempts } from '../../db/schema/auth';
import type { Database, DbTransaction } from '../../platform/db';

export type AttemptScope = 'name' | 'address';

export interface AttemptState {
  scope: AttemptScope;
  /** Attempts inside the current window, this one not included (0 once the window has passed). */
  failures: number;
  /** Whole minutes left of a lock, rounded up; 0 when not locked. */
  lockMinutesLeft: number;
}

export interface AttemptRule {
  lockAfter: number;
  windowMinutes: number;
  lockMinutes: number;
}

// clock_timestamp(), not now(): an attempt that waited for the row lock must not read the clock as it
// stood when its transaction began (a 15-minute lock would say 16).
const minutes = (value: number) => sql`make_interval(mins => ${value}::int)`;

const rowOf = (scope: AttemptScope, key: string) =>
  and(eq(loginAttempts.scope, scope), eq(loginAttempts.key, key));

async function lockRows(tx: DbTransaction, name: string, address: string, windowMinutes: number) {
  // The name's row before the address's, in every request: two attempts never wait crosswise.
  for (const [scope, key] of [
    ['name', name],
    ['address', address],
  ] as const) {
    await tx
      .insert(loginAttempts)
      .values({ scope, key, failures: 0, windowStartedAt: sql`clock_timestamp()` })
      .onConflictDoNothing();
    await tx.select({ key: loginAttempts.key }).from(loginAttempts).where(rowOf(scope, key)).for('update');
  }
  // Read in a statement of its own, after the locks: it sees what the previous holder committed.
  return tx
    .select({
      scope: loginAttempts.scope,
      failures: sql<number>`(case when ${loginAttempts.windowStartedAt} > clock_timestamp() - ${minutes(windowMinutes)}
        then ${loginAttempts.failures} else 0 end)::int`,
      lockMinutesLeft: sql<number>`(case when ${loginAttempts.lockedUntil} > clock_timestamp()
        then ceil(extract(epoch from ${loginAttempts.lockedUntil} - clock_timestamp()) / 60) else 0 end)::int`,
    })
    .from(loginAttempts)
    .where(or(rowOf('name', name), rowOf('address', address)));
}

async function countAttempt(tx: DbTransaction, scope: AttemptScope, key: string, rule: AttemptRule) {
  const expired = sql`${loginAttempts.windowStartedAt} <= clock_timestamp() - ${minutes(rule.windowMinutes)}`;
  const counted = sql`case when ${expired} then 1 else ${loginAttempts.failures} + 1 end`;
  await tx
    .update(loginAttempts)
    .set({
      failures: counted,
      windowStartedAt: sql`case when ${expired} then clock_timestamp() else ${loginAttempts.windowStartedAt} end`,
      lockedUntil: sql`case when ${counted} >= ${rule.lockAfter}::int
        and coalesce(${loginAttempts.lockedUntil} <= clock_timestamp(), true)
        then clock_timestamp() + ${minutes(rule.lockMinutes)} else ${loginAttempts.lockedUntil} end`,
    })
    .where(rowOf(scope, key));
}

export function createAuthRepository(db: Database) {
  return {
    /**
     * Reads the name's and the address's counters with their rows locked, and lets `decide` say
     * whether this attempt goes on; if it does, the attempt is counted before the caller checks the
     * password. Parallel attempts take turns here, so no more than the limit ever get through.
     */
    admit<T>(
      keys: { name: string; address: string },
      rules: { name: AttemptRule; address: AttemptRule },
      decide: (states: AttemptState[]) => { proceed: boolean; answer: T },
    ): Promise<T> {
      return db.transaction(async (tx) => {
        const states = await lockRows(tx, keys.name, keys.address, rules.name.windowMinutes);
        const { proceed, answer } = decide(states);
        if (proceed) {
          await countAttempt(tx, 'name', keys.name, rules.name);
          await countAttempt(tx, 'address', keys.address, rules.address);
        }
        return answer;
      });
    },

    /**
     * A right password: the name starts afresh (unless it is locked: the owner got past the lock, the
     * guessers must not), and the address takes back the attempt counted for it (an office signing in
     * all day must not lock itself), with a lock that attempt alone caused.
     */
    async succeeded(name: string, address: string, addressLockAfter: number): Promise<void> {
      await db
        .delete(loginAttempts)
        .where(
          and(rowOf('name', name), sql`coalesce(${loginAttempts.lockedUntil} <= clock_timestamp(), true)`),
        );
      await db
        .update(loginAttempts)
        .set({
          failures: sql`greatest(${loginAttempts.failures} - 1, 0)`,
          lockedUntil: sql`case when ${loginAttempts.failures} - 1 < ${addressLockAfter}::int then null
            else ${loginAttempts.lockedUntil} end`,
        })
        .where(rowOf('address', address));
    },

    /** Rows whose window and lock have both passed say nothing any more. */
    async deleteStaleAttempts(windowMinutes: number): Promise<void> {
      await db
        .delete(loginAttempts)
        .where(
          and(
            sql`${loginAttempts.windowStartedAt} <= clock_timestamp() - ${minutes(windowMinutes)}`,
            sql`coalesce(${loginAttempts.lockedUntil} <= clock_timestamp(), true)`,
          ),
        );
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
