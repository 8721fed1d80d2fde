import { OUTBOX_STATUSES, type OutboxStatusValue } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';

const statuses = OUTBOX_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * Transactional outbox: a mail is written in the transaction of the change it reports and sent
 * later by the sender loop (platform/mail). Rows are never deleted.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** What the mail is about: a mailbox type such as BALANCE_WARNING. */
    kind: varchar('kind', { length: 32 }).notNull(),
    status: varchar('status', { length: 16 }).$type<OutboxStatusValue>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** When the mail was logged for want of SMTP_URL: each is logged once. */
    loggedAt: timestamp('logged_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} <> 'SENT'`),
    check('mail_outbox_status_check', sql.raw(`"status" in (${statuses})`)),
  ],
);
