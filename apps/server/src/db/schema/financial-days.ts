import { FINANCIAL_COLUMNS } from '@ota/contract';
import {
  bigint,
  char,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  varchar,
} from 'drizzle-orm/pg-core';

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * Every report column in the order's currency and in EUR. Unconstrained numeric keeps each sum's own
 * scale, so a kept figure reads as the same text as the live one ('0' where a column has no line).
 */
const amounts = () =>
  Object.fromEntries(
    FINANCIAL_COLUMNS.flatMap((column) => [
      [column, numeric(snake(column)).notNull()],
      [`${column}Eur`, numeric(`${snake(column)}_eur`).notNull()],
    ]),
  );

const zoneDay = () => ({
  timeZone: varchar('time_zone', { length: 64 }).notNull(),
  day: date('day', { mode: 'string' }).notNull(),
});

/**
 * The financial report's grouped rows and per-currency day totals, kept for settled days only and
 * filled when first read; `financial_day_marks` marks the days filled. Triggers on what the figures
 * come from forget the days a change touches (migration 0025,
 * docs/decisions/0037-report-figures-kept-per-settled-day.md).
 */
export const financialDayMarks = pgTable('financial_day_marks', zoneDay(), (t) => [
  primaryKey({ columns: [t.timeZone, t.day] }),
]);

/** One order on one day of one platform (the platform of its lines), as the report groups it. */
export const financialDayRows = pgTable(
  'financial_day_rows',
  {
    ...zoneDay(),
    platformType: smallint('platform_type').notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    ...amounts(),
  },
  (t) => [
    // A platform's rows in (day, order) order: the report's pages and files read them so.
    primaryKey({ columns: [t.timeZone, t.platformType, t.day, t.orderId] }),
    // A change of an order's figures forgets the days its rows are kept on.
    index('financial_day_rows_order_id_idx').on(t.orderId),
  ],
);

/** A day's rows of one platform and currency added up, and how many they are. */
export const financialDayTotals = pgTable(
  'financial_day_totals',
  {
    ...zoneDay(),
    platformType: smallint('platform_type').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    rows: integer('rows').notNull(),
    ...amounts(),
  },
  (t) => [primaryKey({ columns: [t.timeZone, t.day, t.platformType, t.currency] })],
);
