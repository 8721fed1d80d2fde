import { sql } from 'drizzle-orm';
import { char, check, date, numeric, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Daily exchange rates: units of `currency` per EUR on `day` (EUR itself is 1 and not stored). An entry
 * of the ledger is valued with the rate of its day (docs/decisions/0026-transaction-records.md).
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: char('currency', { length: 3 }).notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    rate: numeric('rate', { precision: 18, scale: 8 }).notNull(),
    /** entered, imported, demo, or carried (re-sync filled a day without a rate from the day before). */
    source: varchar('source', { length: 16 }).notNull(),
    updatedBy: varchar('updated_by', { length: 64 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Stamped by GET /userTransactionRecord/update over the day's range. */
    syncedAt: timestamp('synced_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'exchange_rates_pkey', columns: [t.currency, t.day] }),
    check('exchange_rates_rate_check', sql`${t.rate} > 0`),
    check('exchange_rates_source_check', sql`${t.source} in ('entered', 'imported', 'demo', 'carried')`),
  ],
);
