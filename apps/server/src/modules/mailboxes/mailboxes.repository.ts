import type { MailboxSortField, MailboxTypeValue } from '@ota/contract';
import { and, asc, desc, eq, ilike, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { mailboxes } from '../../db/schema/mailboxes';
import { LIST_TOTAL, pageWithTotal } from '../../platform/pagination';
import type { Database, DbTransaction } from '../../platform/db';
import { containing } from '../../platform/sql-text';

export interface MailboxFields {
  email: string;
  emailType: MailboxTypeValue;
  remark: string;
  /** 1 onefly, 2 edreams; null: the reseller's own (decision 0039). */
  platformType: number | null;
}

export interface MailboxRecord extends MailboxFields {
  id: number;
  createTime: Date;
}

export interface MailboxFilter {
  email?: string;
  emailType?: MailboxTypeValue;
  /** Only this platform's (a caller's wall); absent: every mailbox. */
  platformType?: number;
}

export interface MailboxSort {
  field?: MailboxSortField;
  order?: 'ascend' | 'descend';
}

function orderOf(sort: MailboxSort): SQL[] {
  const direction = sort.order === 'ascend' ? asc : desc;
  if (sort.field === 'email') return [direction(sql`lower(${mailboxes.email})`), desc(mailboxes.id)];
  if (sort.field === 'emailType') return [direction(mailboxes.emailType), desc(mailboxes.id)];
  if (sort.field === 'createTime') return [direction(mailboxes.createTime), direction(mailboxes.id)];
  return [desc(mailboxes.id)];
}

/** Only the platform's mailboxes; no condition when `platformType` is absent (a caller with no platform). */
const within = (platformType: number | undefined) =>
  platformType === undefined ? undefined : eq(mailboxes.platformType, platformType);

/** Mailboxes that receive mail about `platformType`: its own and the reseller's; all for mail about none. */
const receivesAbout = (platformType: number | null | undefined) =>
  platformType === undefined || platformType === null
    ? undefined
    : or(isNull(mailboxes.platformType), eq(mailboxes.platformType, platformType));

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
        within(filter.platformType),
      );
      return pageWithTotal(
        db
          .select({
            id: mailboxes.id,
            email: mailboxes.email,
            emailType: mailboxes.emailType,
            remark: mailboxes.remark,
            platformType: mailboxes.platformType,
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

    /** The mailbox's platform, locked for the caller's change; undefined when it is not there (or walled off). */
    async lock(id: number, platformType?: number): Promise<{ platformType: number | null } | undefined> {
      const [row] = await db
        .select({ platformType: mailboxes.platformType })
        .from(mailboxes)
        .where(and(eq(mailboxes.id, id), within(platformType)))
        .for('update');
      return row;
    },

    /** Whether the address (any case) already receives this type for the platform, other than in row `exceptId`. */
    async registered(
      email: string,
      emailType: MailboxTypeValue,
      platformType: number | null,
      exceptId?: number,
    ): Promise<boolean> {
      const rows = await db
        .select({ id: mailboxes.id })
        .from(mailboxes)
        .where(
          and(
            sameAddress(email),
            eq(mailboxes.emailType, emailType),
            platformType === null ? isNull(mailboxes.platformType) : eq(mailboxes.platformType, platformType),
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

    async delete(id: number, platformType?: number): Promise<boolean> {
      const rows = await db
        .delete(mailboxes)
        .where(and(eq(mailboxes.id, id), within(platformType)))
        .returning({ id: mailboxes.id });
      return rows.length > 0;
    },

    /**
     * The addresses that receive `type`, each once whatever its case: a query answering `email`. Mail
     * about a platform goes to its mailboxes and the reseller's (null); mail about none, to every one.
     */
    recipientsOf(type: MailboxTypeValue, about?: number | null) {
      return db
        .selectDistinctOn([sql`lower(${mailboxes.email})`], { email: mailboxes.email })
        .from(mailboxes)
        .where(and(eq(mailboxes.emailType, type), receivesAbout(about)))
        .orderBy(sql`lower(${mailboxes.email})`, asc(mailboxes.id));
    },

    /** Every mailbox of `type`, with its platform, to pick the recipients of many mails at once. */
    recipientRows(type: MailboxTypeValue): Promise<{ email: string; platformType: number | null }[]> {
      return db
        .select({ email: mailboxes.email, platformType: mailboxes.platformType })
        .from(mailboxes)
        .where(eq(mailboxes.emailType, type))
        .orderBy(asc(mailboxes.id));
    },

    /** The lower-case addresses of a platform's mailboxes, as a query (the outbox page's wall). */
    platformAddresses(platformType: number): SQL {
      return sql`select lower(${mailboxes.email}) from ${mailboxes} where ${mailboxes.platformType} = ${platformType}`;
    },
  };
}
