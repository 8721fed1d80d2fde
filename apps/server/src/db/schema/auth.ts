import { integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Failed sign-in counters, one row per user name and per client address. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    scope: varchar('scope', { length: 16 }).$type<'name' | 'address'>().notNull(),
    key: varchar('key', { length: 128 }).notNull(),
    failures: integer('failures').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);
