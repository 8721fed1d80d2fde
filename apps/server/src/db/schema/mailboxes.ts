import { MAILBOX_TYPES, type MailboxTypeValue } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

const mailboxTypes = MAILBOX_TYPES.map((type) => `'${type}'`).join(', ');

/** Notification mailboxes: one row per address and kind of mail it receives. */
export const mailboxes = pgTable(
  'mailboxes',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    email: varchar('email', { length: 254 }).notNull(),
    emailType: varchar('email_type', { length: 32 }).$type<MailboxTypeValue>().notNull(),
    remark: varchar('remark', { length: 200 }).notNull().default(''),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Addresses are compared without case: Ops@x.com and ops@x.com are one mailbox.
    uniqueIndex('mailboxes_email_type_key').on(sql`lower(${t.email})`, t.emailType),
    index('mailboxes_email_type_idx').on(t.emailType),
    check('mailboxes_email_type_check', sql.raw(`"email_type" in (${mailboxTypes})`)),
  ],
);
