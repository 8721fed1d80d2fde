import {
  bigint,
  char,
  date,
  index,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { orders } from './orders';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * Figures that arrive from outside the console (a supplier's invoice line): the financial report adds
 * them in their own column on their order's day. A reference is taken once per platform, so the same
 * line sent twice is refused (docs/decisions/0029-financial-reports.md).
 */
export const financialLines = pgTable(
  'financial_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    platformType: smallint('platform_type').notNull(),
    reference: varchar('reference', { length: 64 }).notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The business day it counts on. */
    day: date('day', { mode: 'string' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** A charge to the platform positive, a credit negative, like every report column. */
    amount: money('amount').notNull(),
    amountEur: money('amount_eur').notNull(),
    remark: text('remark').notNull().default(''),
    createdBy: varchar('created_by', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('financial_lines_platform_reference_key').on(t.platformType, t.reference),
    index('financial_lines_platform_day_idx').on(t.platformType, t.day),
  ],
);
