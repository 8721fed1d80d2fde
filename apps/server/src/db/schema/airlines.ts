import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { WrapperStatus } from '@ota/contract';

export interface TestedAirline {
  code: string;
  name: string;
  airlines?: { code: string; name: string }[];
}

/** One airline wrapper (supplier connector) per row; search asks the online ones. */
export const airlineWrappers = pgTable(
  'airline_wrappers',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 64 }).notNull(),
    wrapperUrl: varchar('wrapper_url', { length: 300 }).notNull(),
    status: varchar('status', { length: 16 }).$type<WrapperStatus>().notNull(),
    lastTestOk: boolean('last_test_ok'),
    /**
     * { code, name } of the wrapper's own airline as the last health answer named it, and `airlines`,
     * every airline it serves (its own first); tests before protocol 1.1 kept no `airlines`.
     */
    lastTestAirline: jsonb('last_test_airline').$type<TestedAirline>(),
    lastTestVersion: varchar('last_test_version', { length: 32 }),
    lastTestMs: integer('last_test_ms'),
    lastTestMessage: text('last_test_message'),
    lastTestAt: timestamp('last_test_at', { withTimezone: true }),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    updatedTime: timestamp('updated_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Names are unique whatever their case: "demo air" would be a second Demo Air in every search warning.
    uniqueIndex('airline_wrappers_name_key').on(sql`lower(${t.name})`),
    check('airline_wrappers_status_check', sql`${t.status} in ('online', 'offline')`),
  ],
);
