import { sql } from 'drizzle-orm';
import { LedgerEntryType, type LedgerEntryTypeValue } from '@ota/contract';
import {
  bigint,
  char,
  check,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    platformType: smallint('platform_type').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    creditLimit: numeric('credit_limit', { precision: 14, scale: 2 }).notNull().default('0'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('accounts_platform_currency_key').on(t.platformType, t.currency),
    check('accounts_credit_limit_check', sql`${t.creditLimit} >= 0`),
  ],
);

const entryTypes = Object.values(LedgerEntryType)
  .map((type) => `'${type}'`)
  .join(', ');

/** Append-only (a trigger refuses UPDATE and DELETE): the balance is the last balance_after. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id),
    type: varchar('type', { length: 32 }).$type<LedgerEntryTypeValue>().notNull(),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    balanceAfter: numeric('balance_after', { precision: 14, scale: 2 }).notNull(),
    reference: varchar('reference', { length: 64 }),
    operator: varchar('operator', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_entries_account_id_id_idx').on(t.accountId, t.id.desc().nullsFirst()),
    // The transaction records: newest first over a date range, of every account or of one.
    index('ledger_entries_created_at_id_idx').on(t.createdAt, t.id),
    index('ledger_entries_account_id_created_at_id_idx').on(t.accountId, t.createdAt, t.id),
    check('ledger_entries_amount_check', sql`${t.amount} <> 0`),
    check('ledger_entries_type_check', sql.raw(`"type" in (${entryTypes})`)),
  ],
);
