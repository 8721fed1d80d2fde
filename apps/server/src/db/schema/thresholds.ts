import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './balance';

/**
 * Balance warning thresholds, one per account (platform and currency). `alerted` is the crossing
 * state: true once the mail of the current drop below the threshold is in the outbox, false again
 * when the balance is back at or above it (docs/decisions/0011-thresholds-balance-warning.md).
 */
export const balanceThresholds = pgTable(
  'balance_thresholds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .unique('balance_thresholds_account_id_key')
      .references(() => accounts.id),
    warningThreshold: numeric('warning_threshold', { precision: 14, scale: 2 }).notNull(),
    alerted: boolean('alerted').notNull().default(false),
    alertedAt: timestamp('alerted_at', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('balance_thresholds_warning_threshold_check', sql`${t.warningThreshold} >= 0`)],
);
