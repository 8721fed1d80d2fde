import { bigint, char, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Signed-in sessions: platform/sessions.ts alone reads and writes them (modules ask it). */
export const sessions = pgTable(
  'sessions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** sha256 hex of the token: a copy of the table gives no usable token. */
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId), index('sessions_last_seen_at_idx').on(t.lastSeenAt)],
);
