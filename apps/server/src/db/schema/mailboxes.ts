import { MAILBOX_TYPES, type MailboxTypeValue } from '@ota/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const mailboxTypes = MAILBOX_TYPES.map((type) => `'${type}'`).join(', ');

/** Notification mailboxes: one row per address and kind of mail it receives. */
export const mailboxes = pgTable(
  'mailboxes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: varchar('email', { length: 254 }).notNull(),
    emailType: varchar('email_type', { length: 32 }).$type<MailboxTypeValue>().notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    /**
     * 1 onefly, 2 edreams: managed by that platform's users and mailed about that platform only;
     * null: the reseller's own, mailed about every platform (decision 0039).
     */
    platformType: smallint('platform_type'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Addresses are compared without case: Ops@x.com and ops@x.com are one mailbox (of a platform,
    // or of the reseller: each platform keeps its own list).
    uniqueIndex('mailboxes_email_type_platform_key').on(
      sql`lower(${t.email})`,
      t.emailType,
      sql`coalesce(${t.platformType}, 0)`,
    ),
    index('mailboxes_email_type_idx').on(t.emailType),
    check('mailboxes_email_type_check', sql.raw(`"email_type" in (${mailboxTypes})`)),
  ],
);
