import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { ledgerEntries } from './balance';
import { orders } from './orders';

const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/**
 * Every after-sales case of every kind (refund, ticket change ...): the fields the kernel knows, and
 * `details` for what only its kind reads (docs/decisions/0023-case-kernel.md).
 */
export const afterSalesCases = pgTable(
  'after_sales_cases',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    kind: varchar('kind', { length: 16 }).notNull(),
    caseNo: varchar('case_no', { length: 24 }).notNull(),
    /** Null for a case of a flight (a disruption): it concerns every order on the flight, of every platform. */
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id, { onDelete: 'cascade' }),
    platformType: smallint('platform_type'),
    // What the lists show and filter on, as the order stood when the case opened: a case list never
    // reads the order tables (docs/architecture.md, "Module boundaries").
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    pnr: varchar('pnr', { length: 8 }).notNull(),
    airline: varchar('airline', { length: 2 }).notNull(),
    passengerNames: text('passenger_names').notNull(),
    segmentSummary: text('segment_summary').notNull(),
    /** The kind's own type: VOLUNTARY, NAME_CORRECTION ... */
    subType: varchar('sub_type', { length: 24 }).notNull(),
    status: varchar('status', { length: 32 }).notNull(),
    /** Goes up by one with every change: an edit made on an older one is refused. */
    version: integer('version').notNull().default(1),
    passengerIds: bigint('passenger_ids', { mode: 'number' }).array().notNull(),
    segmentIds: bigint('segment_ids', { mode: 'number' }).array().notNull(),
    applicationAmount: money('application_amount'),
    confirmedAmount: money('confirmed_amount'),
    serviceCharge: money('service_charge').notNull().default('0'),
    currency: char('currency', { length: 3 }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    remark: text('remark').notNull().default(''),
    createdBy: varchar('created_by', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: varchar('updated_by', { length: 64 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('after_sales_cases_case_no_key').on(t.caseNo),
    // Newest first as the lists ask it (`desc` is NULLS FIRST): an index in another null order sorts instead.
    index('after_sales_cases_kind_created_idx').on(
      t.kind,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('after_sales_cases_order_idx').on(t.orderId),
    index('after_sales_cases_order_no_idx').on(t.kind, t.orderNo),
    index('after_sales_cases_kind_status_idx').on(t.kind, t.status),
    // A rebook is one per order at a time (docs/decisions/0018-rebooks.md): the open states of REBOOK_CASE.
    uniqueIndex('after_sales_cases_open_rebook_key')
      .on(t.orderId)
      .where(
        sql`${t.kind} = 'REBOOK' and ${t.status} in ('REQUESTED', 'FLIGHT_SELECTED', 'CONFIRMED', 'PAYMENT_PENDING')`,
      ),
    index('after_sales_cases_deadline_idx')
      .on(t.kind, t.deadline)
      .where(sql`${t.deadline} is not null`),
  ],
);

/** Who changed a case, when, what, from which state to which (spec section 3, Operation records). */
export const caseRecords = pgTable(
  'case_records',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => afterSalesCases.id, { onDelete: 'cascade' }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    operator: varchar('operator', { length: 64 }).notNull(),
    action: varchar('action', { length: 32 }).notNull(),
    fromStatus: varchar('from_status', { length: 32 }),
    toStatus: varchar('to_status', { length: 32 }),
    content: text('content').notNull(),
    /** The sentence's catalog code and params, as on order_operation_records. */
    eventCode: text('event_code'),
    eventParams: jsonb('event_params').$type<Record<string, string>>(),
    /** What the operator wrote, beside the record's sentence (a disruption's history shows it). */
    note: text('note').notNull().default(''),
  },
  (t) => [index('case_records_case_idx').on(t.caseId, t.id)],
);

/**
 * Each money effect of a case at most once: a second credit of one refund cannot be written. An
 * effect outside the agency's ledger (a rebook's card charge) has no ledger entry.
 */
export const caseMoneyEffects = pgTable(
  'case_money_effects',
  {
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => afterSalesCases.id, { onDelete: 'cascade' }),
    effect: varchar('effect', { length: 32 }).notNull(),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => ledgerEntries.id),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.effect] })],
);
