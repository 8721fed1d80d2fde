import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  index,
  numeric,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { afterSalesCases } from './cases';
import { orderPassengers, orders } from './orders';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * The money of one document (docs/decisions/0040-ticket-money-lines.md): a passenger's ticket, or the
 * EMD of a bag or seat bought after booking. What it cost, what was paid back, and the open case that
 * is about to pay it back or change it. Refunds, voids and reissues all draw on this one line, and the
 * checks make the database refuse a line paid back beyond its charge whatever the code above does.
 */
export const ticketMoneyLines = pgTable(
  'ticket_money_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    passengerId: bigint('passenger_id', { mode: 'number' })
      .notNull()
      .references(() => orderPassengers.id, { onDelete: 'cascade' }),
    /** TICKET, BAG or SEAT (an EMD). */
    document: varchar('document', { length: 8 }).notNull(),
    /** The ticket number ('' before ticketing), or the case number of the bag or seat. */
    documentNo: varchar('document_no', { length: 24 }).notNull(),
    /** The paying account's currency. */
    currency: char('currency', { length: 3 }).notNull(),
    charged: money('charged').notNull(),
    paidBack: money('paid_back').notNull().default('0'),
    /** OPEN, or what ended it: REFUNDED, VOIDED, EXCHANGED (a reissue gave a new line). */
    state: varchar('state', { length: 16 }).notNull().default('OPEN'),
    /** The open case that is about to pay this document back or change it (at most one). */
    heldBy: bigint('held_by', { mode: 'number' }).references(() => afterSalesCases.id, {
      onDelete: 'set null',
    }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A passenger holds one current ticket: the ones a reissue replaced are EXCHANGED.
    uniqueIndex('ticket_money_lines_current_ticket_key')
      .on(t.passengerId)
      .where(sql`${t.document} = 'TICKET' and ${t.state} <> 'EXCHANGED'`),
    uniqueIndex('ticket_money_lines_emd_key')
      .on(t.documentNo)
      .where(sql`${t.document} <> 'TICKET'`),
    index('ticket_money_lines_order_idx').on(t.orderId),
    index('ticket_money_lines_held_by_idx')
      .on(t.heldBy)
      .where(sql`${t.heldBy} is not null`),
    check('ticket_money_lines_document_check', sql`${t.document} in ('TICKET', 'BAG', 'SEAT')`),
    check('ticket_money_lines_state_check', sql`${t.state} in ('OPEN', 'REFUNDED', 'VOIDED', 'EXCHANGED')`),
    check('ticket_money_lines_charged_check', sql`${t.charged} >= 0`),
    check('ticket_money_lines_paid_back_check', sql`${t.paidBack} >= 0 and ${t.paidBack} <= ${t.charged}`),
  ],
);
