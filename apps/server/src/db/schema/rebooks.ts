import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  uniqueIndex,
  varchar,
  timestamp,
} from 'drizzle-orm/pg-core';
import {
  REBOOK_REASONS,
  REBOOK_STATUSES,
  type CardBrand,
  type RebookItinerary,
  type RebookReason,
  type RebookStatus,
} from '@ota/contract';
import { orders } from './orders';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * A rebook of one order onto a new itinerary. Card data is the brand and last four digits only:
 * the full number and the CVV never reach the database (docs/decisions/0018-rebooks.md).
 */
export const rebookCases = pgTable(
  'rebook_cases',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rebookNo: varchar('rebook_no', { length: 24 }).notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: varchar('reason', { length: 16 }).$type<RebookReason>().notNull(),
    status: varchar('status', { length: 16 }).$type<RebookStatus>().notNull(),
    itinerary: jsonb('itinerary').$type<RebookItinerary>(),
    originalTotal: money('original_total').notNull(),
    priceDifference: money('price_difference').notNull().default('0'),
    penalty: money('penalty').notNull().default('0'),
    currency: char('currency', { length: 3 }).notNull(),
    cardBrand: varchar('card_brand', { length: 12 }).$type<CardBrand>(),
    cardLast4: char('card_last4', { length: 4 }),
    operator: varchar('operator', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rebook_cases_no_key').on(t.rebookNo),
    index('rebook_cases_order_idx').on(t.orderId, t.createdAt),
    // At most one open case per order.
    uniqueIndex('rebook_cases_open_key')
      .on(t.orderId)
      .where(sql.raw(`"status" in ('REQUESTED', 'FLIGHT_SELECTED', 'CONFIRMED', 'PAYMENT_PENDING')`)),
    check('rebook_cases_status_check', sql.raw(`"status" in (${quoted(REBOOK_STATUSES)})`)),
    check('rebook_cases_reason_check', sql.raw(`"reason" in (${quoted(REBOOK_REASONS)})`)),
  ],
);
