import type { OutboxStatusValue } from '@ota/contract';
import { and, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/mail';
import type { Database } from '../db';
import { LIST_TOTAL, pageWithTotal } from '../pagination';
import { containing } from '../sql-text';

export interface OutboxRecord {
  id: number;
  to: string;
  subject: string;
  kind: string;
  status: OutboxStatusValue;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
  nextAttemptAt: Date;
}

export interface OutboxFilter {
  status?: OutboxStatusValue;
  /** Part of the recipient's address. */
  email?: string;
  /** Only mail to these addresses (a query of lower-case addresses): a caller's wall. */
  recipientsIn?: SQL;
}

/** A page of the outbox, newest first. */
export function outboxPage(
  db: Database,
  filter: OutboxFilter,
  offset: number,
  limit: number,
): Promise<{ rows: OutboxRecord[]; total: number }> {
  const where = and(
    filter.status ? eq(mailOutbox.status, filter.status) : undefined,
    filter.email ? ilike(mailOutbox.recipient, containing(filter.email)) : undefined,
    filter.recipientsIn ? sql`lower(${mailOutbox.recipient}) in (${filter.recipientsIn})` : undefined,
  );
  return pageWithTotal(
    db
      .select({
        id: mailOutbox.id,
        to: mailOutbox.recipient,
        subject: mailOutbox.subject,
        kind: mailOutbox.kind,
        status: mailOutbox.status,
        attempts: mailOutbox.attempts,
        lastError: mailOutbox.lastError,
        createdAt: mailOutbox.createdAt,
        sentAt: mailOutbox.sentAt,
        nextAttemptAt: mailOutbox.nextAttemptAt,
      })
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.id))
      .limit(limit)
      .offset(offset),
    db.select(LIST_TOTAL).from(mailOutbox).where(where),
  );
}
