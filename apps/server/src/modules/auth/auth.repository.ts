import { and, eq, or, sql } from 'drizzle-orm';
import { loginAttempts, users } from '../../db/schema';
import type { Database } from '../../platform/db';

export type AttemptScope = 'name' | 'address';

export interface AttemptState {
  scope: AttemptScope;
  /** Failures inside the current window (0 once it has passed). */
  failures: number;
  /** Whole minutes left of a lock, rounded up; 0 when not locked. */
  lockMinutesLeft: number;
}

const minutes = (value: number) => sql`make_interval(mins => ${value}::int)`;

export function createAuthRepository(db: Database) {
  return {
    async findCredentials(name: string): Promise<{ id: number; passwordHash: string } | undefined> {
      const [row] = await db
        .select({ id: users.id, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.name, name));
      return row;
    },

    async readAttempts(name: string, address: string, windowMinutes: number): Promise<AttemptState[]> {
      return db
        .select({
          scope: loginAttempts.scope,
          failures: sql<number>`(case when ${loginAttempts.windowStartedAt} > now() - ${minutes(windowMinutes)}
            then ${loginAttempts.failures} else 0 end)::int`,
          lockMinutesLeft: sql<number>`(case when ${loginAttempts.lockedUntil} > now()
            then ceil(extract(epoch from ${loginAttempts.lockedUntil} - now()) / 60) else 0 end)::int`,
        })
        .from(loginAttempts)
        .where(
          or(
            and(eq(loginAttempts.scope, 'name'), eq(loginAttempts.key, name)),
            and(eq(loginAttempts.scope, 'address'), eq(loginAttempts.key, address)),
          ),
        );
    },

    /** Counts one failure (a new window when the last has passed) and locks at the threshold. */
    async recordFailure(
      scope: AttemptScope,
      key: string,
      rule: { lockAfter: number; windowMinutes: number; lockMinutes: number },
    ): Promise<void> {
      const expired = sql`${loginAttempts.windowStartedAt} <= now() - ${minutes(rule.windowMinutes)}`;
      const failures = sql`case when ${expired} then 1 else ${loginAttempts.failures} + 1 end`;
      const lockUntil = sql`now() + ${minutes(rule.lockMinutes)}`;
      await db
        .insert(loginAttempts)
        .values({
          scope,
          key,
          failures: 1,
          windowStartedAt: sql`now()`,
          lockedUntil: rule.lockAfter <= 1 ? lockUntil : null,
        })
        .onConflictDoUpdate({
          target: [loginAttempts.scope, loginAttempts.key],
          set: {
            failures,
            windowStartedAt: sql`case when ${expired} then now() else ${loginAttempts.windowStartedAt} end`,
            lockedUntil: sql`case when ${failures} >= ${rule.lockAfter}::int then ${lockUntil}
              else ${loginAttempts.lockedUntil} end`,
          },
        });
    },

    async clearAttempts(scope: AttemptScope, key: string): Promise<void> {
      await db.delete(loginAttempts).where(and(eq(loginAttempts.scope, scope), eq(loginAttempts.key, key)));
    },

    /** Rows whose window and lock have both passed say nothing any more. */
    async deleteStaleAttempts(windowMinutes: number): Promise<void> {
      await db
        .delete(loginAttempts)
        .where(
          and(
            sql`${loginAttempts.windowStartedAt} <= now() - ${minutes(windowMinutes)}`,
            sql`coalesce(${loginAttempts.lockedUntil} <= now(), true)`,
          ),
        );
    },
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;
