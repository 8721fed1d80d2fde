import { sql } from 'drizzle-orm';
import { integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    name: varchar('name', { length: 64 }).notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 32 }),
    /** 1 onefly, 2 edreams; null sees every platform. */
    platformType: smallint('platform_type'),
    domain: varchar('domain', { length: 128 }).notNull().default(''),
    createdTime: timestamp('created_time', { withTimezone: true }).notNull().defaultNow(),
    updatedTime: timestamp('updated_time', { withTimezone: true }).notNull().defaultNow(),
  },
  // 'Admin' and 'admin' would be two people to the eye but one to a typist.
  (t) => [uniqueIndex('users_name_lower_key').on(sql`lower(${t.name})`)],
);
