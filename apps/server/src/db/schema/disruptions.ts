import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  DISRUPTION_STATUSES,
  DISRUPTION_TYPES,
  type DisruptionStatus,
  type DisruptionType,
} from '@ota/contract';
import { orders, orderSegments } from './orders';

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * A schedule change, cancellation or delay of one flight on one day. Flight times are airport-local
 * wall-clock times, as on order_segments.
 */
export const flightDisruptions = pgTable(
  'flight_disruptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    disruptionNo: varchar('disruption_no', { length: 24 }).notNull(),
    type: varchar('type', { length: 16 }).$type<DisruptionType>().notNull(),
    airline: char('airline', { length: 2 }).notNull(),
    flightNo: varchar('flight_no', { length: 8 }).notNull(),
    flightDate: date('flight_date', { mode: 'string' }).notNull(),
    dep: char('dep', { length: 3 }).notNull(),
    arr: char('arr', { length: 3 }).notNull(),
    originalDepTime: timestamp('original_dep_time', { mode: 'string' }).notNull(),
    originalArrTime: timestamp('original_arr_time', { mode: 'string' }).notNull(),
    /** Null for a cancellation. */
    newDepTime: timestamp('new_dep_time', { mode: 'string' }),
    newArrTime: timestamp('new_arr_time', { mode: 'string' }),
    /** Arrival minutes late (negative: earlier); 0 for a cancellation. */
    delayMinutes: integer('delay_minutes').notNull().default(0),
    reason: varchar('reason', { length: 200 }).notNull().default(''),
    status: varchar('status', { length: 24 }).$type<DisruptionStatus>().notNull(),
    compensationChecked: boolean('compensation_checked').notNull().default(false),
    compensationEligible: boolean('compensation_eligible'),
    /** Per passenger, EUR. */
    compensationAmount: numeric('compensation_amount', { precision: 10, scale: 2 }),
    compensationNote: text('compensation_note').notNull().default(''),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('flight_disruptions_no_key').on(t.disruptionNo),
    index('flight_disruptions_flight_idx').on(t.flightNo, t.flightDate),
    index('flight_disruptions_detected_idx').on(t.detectedAt, t.id),
    index('flight_disruptions_status_idx').on(t.status, t.detectedAt),
    check('flight_disruptions_status_check', sql.raw(`"status" in (${quoted(DISRUPTION_STATUSES)})`)),
    check('flight_disruptions_type_check', sql.raw(`"type" in (${quoted(DISRUPTION_TYPES)})`)),
  ],
);

/** An order with a segment on the disrupted flight, and how many passengers fly it. */
export const flightDisruptionOrders = pgTable(
  'flight_disruption_orders',
  {
    disruptionId: bigint('disruption_id', { mode: 'number' })
      .notNull()
      .references(() => flightDisruptions.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The disrupted segment; null once a rebook has replaced it (the order stays affected). */
    segmentId: bigint('segment_id', { mode: 'number' }).references(() => orderSegments.id, {
      onDelete: 'set null',
    }),
    passengerCount: smallint('passenger_count').notNull(),
    platformType: smallint('platform_type').notNull(),
  },
  (t) => [
    uniqueIndex('flight_disruption_orders_key').on(t.disruptionId, t.orderId),
    index('flight_disruption_orders_order_idx').on(t.orderId),
    index('flight_disruption_orders_platform_idx').on(t.platformType, t.disruptionId),
  ],
);

/** Every transition of a disruption (and its compensation check): who, when, from, to, note. */
export const flightDisruptionEvents = pgTable(
  'flight_disruption_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    disruptionId: bigint('disruption_id', { mode: 'number' })
      .notNull()
      .references(() => flightDisruptions.id, { onDelete: 'cascade' }),
    fromStatus: varchar('from_status', { length: 24 }).$type<DisruptionStatus>(),
    toStatus: varchar('to_status', { length: 24 }).$type<DisruptionStatus>().notNull(),
    operator: varchar('operator', { length: 64 }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('flight_disruption_events_disruption_idx').on(t.disruptionId, t.createdAt)],
);
