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
import { DISRUPTION_TYPES, type DisruptionType } from '@ota/contract';
import { afterSalesCases } from './cases';
import { orders, orderSegments } from './orders';

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(', ');

/**
 * The flight of a disruption case (kind DISRUPTION in after_sales_cases, which holds its number, state,
 * version and history): one flight on one day changed, cancelled or delayed. Typed columns, because the
 * list filters and sorts on them and recording one looks for an open disruption of the same flight and
 * day. Flight times are airport-local wall-clock times, as on order_segments.
 */
export const disruptionFlights = pgTable(
  'disruption_flights',
  {
    caseId: bigint('case_id', { mode: 'number' })
      .primaryKey()
      .references(() => afterSalesCases.id, { onDelete: 'cascade' }),
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
    compensationChecked: boolean('compensation_checked').notNull().default(false),
    compensationEligible: boolean('compensation_eligible'),
    /** Per passenger, EUR. */
    compensationAmount: numeric('compensation_amount', { precision: 10, scale: 2 }),
    compensationNote: text('compensation_note').notNull().default(''),
  },
  (t) => [
    index('disruption_flights_flight_idx').on(t.flightNo, t.flightDate),
    index('disruption_flights_airline_idx').on(t.airline, t.flightDate),
    index('disruption_flights_date_idx').on(t.flightDate),
    index('disruption_flights_delay_idx').on(t.delayMinutes),
    check('disruption_flights_type_check', sql.raw(`"type" in (${quoted(DISRUPTION_TYPES)})`)),
  ],
);

/** An order with a segment on the disrupted flight, and how many passengers fly it. */
export const flightDisruptionOrders = pgTable(
  'flight_disruption_orders',
  {
    caseId: bigint('case_id', { mode: 'number' })
      .notNull()
      .references(() => afterSalesCases.id, { onDelete: 'cascade' }),
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
    uniqueIndex('flight_disruption_orders_key').on(t.caseId, t.orderId),
    index('flight_disruption_orders_order_idx').on(t.orderId),
    index('flight_disruption_orders_platform_idx').on(t.platformType, t.caseId),
  ],
);
