import { bigint, pgTable, primaryKey, smallint, varchar } from 'drizzle-orm/pg-core';

/**
 * How many cases of each kind each platform has in each state, kept by statement triggers on
 * after_sales_cases (migration 0021): a list's total without filters, or by state only, reads these few
 * rows instead of counting every case of the kind. Cases of a flight (no platform) count under 0.
 */
export const caseStatusCounts = pgTable(
  'case_status_counts',
  {
    kind: varchar('kind', { length: 16 }).notNull(),
    platformType: smallint('platform_type').notNull(),
    status: varchar('status', { length: 32 }).notNull(),
    cases: bigint('cases', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.platformType, t.status] })],
);
