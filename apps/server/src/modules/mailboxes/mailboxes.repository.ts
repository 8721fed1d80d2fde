import type { MailboxSortField, MailboxTypeValue, OutboxStatusValue } from '@ota/contract';
import { and, asc, desc, eq, ilike, ne, sql, type SQL } from 'drizzle-orm';
import { mailboxes, mailOutbox } from '../../db/schema';
import { LIST_TOTAL, pageWithTotal } from '../../platform/pagination';
import type { Database, DbTransaction } from '../../platform/db';

export interface MailboxFields {
  email: string;
  emailType: MailboxTypeValue;
  remark: string;
}

export interface MailboxRecord extends MailboxFields {
  id: number;
  createTime: Date;
}

export interface MailboxFilter {
  email?: string;
  emailType?: MailboxTypeValue;
}

export interface MailboxSort {
  field?: MailboxSortField;
  order?: 'ascend' | 'descend';
}

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

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function orderOf(sort: MailboxSort): SQL[] {
  const direction = sort.order === 'ascend' ? asc : desc;
  if (sort.field === 'email') return [direction(sql`lower(${mailboxes.email})`), desc(mailboxes.id)];
  if (sort.field === 'emailType') return [direction(mailboxes.emailType), desc(mailboxes.id)];
  if (sort.field === 'createTime') return [direction(mailboxes.createTime), direction(mailboxes.id)];
  return [desc(mailboxes.id)];
}

const sameAddress = (email: string) => sql`lower(${mailboxes.email}) = lower(${email})`;

export function createMailboxesRepository(db: Database | DbTransaction) {
  return {
    async page(
      filter: MailboxFilter,
      sort: MailboxSort,
      offset: number,
      limit: number,
    ): Promise<{ rows: MailboxRecord[]; total: number }> {
      const where = and(
        filter.email ? ilike(mailboxes.email, containing(filter.email)) : undefined,
        filter.emailType ? eq(mailboxes.emailType, filter.emailType) : undefined,
      );
      return pageWithTotal(
        db
          .select({
            id: mailboxes.id,
            email: mailboxes.email,
            emailType: mailboxes.emailType,
            remark: mailboxes.remark,
            createTime: mailboxes.createTime,
          })
          .from(mailboxes)
          .where(where)
          .orderBy(...orderOf(sort))
          .limit(limit)
          .offset(offset),
        db.select(LIST_TOTAL).from(mailboxes).where(where),
      );
    },

    async exists(id: number): Promise<boolean> {
      const rows = await db
        .select({ id: mailboxes.id })
        .from(mailboxes)
        .where(eq(mailboxes.id, id))
        .for('update');
      return rows.length > 0;
    },

    /** Whether the address (any case) already receives this type, other than in row `exceptId`. */
    async registered(email: string, emailType: MailboxTypeValue, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: mailboxes.id })
        .from(mailboxes)
        .where(
          and(
            sameAddress(email),
            eq(mailboxes.emailType, emailType),
            exceptId === undefined ? undefined : ne(mailboxes.id, exceptId),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /** The new id, or undefined when the address already receives this type. */
    async insert(fields: MailboxFields): Promise<number | undefined> {
      const [row] = await db
        .insert(mailboxes)
        .values(fields)
        .onConflictDoNothing()
        .returning({ id: mailboxes.id });
      return row?.id;
    },

    async update(id: number, fields: MailboxFields): Promise<void> {
      await db
        .update(mailboxes)
        .set({ ...fields, updateTime: sql`now()` })
        .where(eq(mailboxes.id, id));
    },

    async delete(id: number): Promise<boolean> {
      const rows = await db.delete(mailboxes).where(eq(mailboxes.id, id)).returning({ id: mailboxes.id });
      return rows.length > 0;
    },

    /** The addresses that receive `type`, each once whatever its case: a query answering `email`. */
    recipientsOf(type: MailboxTypeValue) {
      return db
        .selectDistinctOn([sql`lower(${mailboxes.email})`], { email: mailboxes.email })
        .from(mailboxes)
        .where(eq(mailboxes.emailType, type))
        .orderBy(sql`lower(${mailboxes.email})`, asc(mailboxes.id));
    },

    async recipients(type: MailboxTypeValue): Promise<string[]> {
      const rows = await this.recipientsOf(type);
      return rows.map((row) => row.email);
    },

    async outboxPage(
      filter: { status?: OutboxStatusValue; email?: string },
      offset: number,
      limit: number,
    ): Promise<{ rows: OutboxRecord[]; total: number }> {
      const where = and(
        filter.status ? eq(mailOutbox.status, filter.status) : undefined,
        filter.email ? ilike(mailOutbox.recipient, containing(filter.email)) : undefined,
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
    },
  };
}
