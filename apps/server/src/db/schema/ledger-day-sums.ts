import { date, integer, numeric, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/**
 * The ledger's count, credits and debits per business day (of a time zone), account and entry type,
 * kept for settled days only and filled when first read; `ledger_sum_days` marks the days filled.
 * Statement triggers on ledger_entries forget a day its new entries fall on (migration 0024,
 * docs/decisions/0037-report-figures-kept-per-settled-day.md).
 */
export const ledgerDaySums = pgTable(
  'ledger_day_sums',
  {
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    accountId: integer('account_id').notNull(),
    type: varchar('type', { length: 32 }).notNull(),
    entries: integer('entries').notNull(),
    credits: numeric('credits').notNull(),
    debits: numeric('debits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.timeZone, t.accountId, t.day, t.type] })],
);

export const ledgerSumDays = pgTable(
  'ledger_sum_days',
  {
    timeZone: varchar('time_zone', { length: 64 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.timeZone, t.day] })],
);
