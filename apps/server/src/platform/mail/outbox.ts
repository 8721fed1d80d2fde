import { and, asc, eq, inArray, isNull, lte, ne, sql, type SQLWrapper } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/mail';
import type { Database, DbTransaction } from '../db';
import { rowsOf } from '../sql-rows';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** What the mail is about, e.g. the mailbox type BALANCE_WARNING. */
  kind: string;
}

export interface ClaimedMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Attempts including this one: the fence of markSent and markFailed. */
  attempts: number;
  createdAt: Date;
}

const SUBJECT_MAX = 255;

/**
 * Writes mail to the outbox inside the caller's transaction, so it is sent if and only if the
 * change it reports commits. The sender loop delivers it later.
 */
export async function enqueueMail(
  tx: DbTransaction | Database,
  mails: readonly OutgoingMail[],
): Promise<void> {
  if (mails.length === 0) return;
  await tx.insert(mailOutbox).values(
    mails.map((mail) => ({
      recipient: mail.to,
      subject: fitSubject(mail.subject),
      text: mail.text,
      html: mail.html ?? null,
      kind: mail.kind,
    })),
  );
}

/**
 * As enqueueMail, one mail to each address `recipients` selects (a query answering `email`), in one
 * statement: the addresses are not read first. Answers how many were written.
 */
export async function enqueueMailToEach(
  tx: DbTransaction | Database,
  recipients: SQLWrapper,
  mail: Omit<OutgoingMail, 'to'>,
): Promise<number> {
  const written = await rowsOf<{ id: string }>(
    tx,
    sql`insert into ${mailOutbox} (recipient, subject, text, html, kind)
      select r.email, ${fitSubject(mail.subject)}, ${mail.text}, ${mail.html ?? null}, ${mail.kind}
      from (${recipients}) r returning id`,
  );
  return written.length;
}

function fitSubject(subject: string): string {
  return subject.length > SUBJECT_MAX ? `${subject.slice(0, SUBJECT_MAX - 1)}…` : subject;
}

const due = and(ne(mailOutbox.status, 'SENT'), lte(mailOutbox.nextAttemptAt, sql`now()`));
const seconds = (value: number) => sql`make_interval(secs => ${value}::int)`;

export function createOutboxRepository(db: Database) {
  return {
    /**
     * Takes up to `limit` due mails for this process: rows another process is claiming are
     * skipped (SKIP LOCKED), and a claimed row is not due again before `leaseSeconds`, so two
     * processes never send one mail twice. A process that dies mid-send leaves it due after the lease.
     */
    claimDue(limit: number, leaseSeconds: number): Promise<ClaimedMail[]> {
      const ids = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(due)
        .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(mailOutbox)
        .set({
          attempts: sql`${mailOutbox.attempts} + 1`,
          nextAttemptAt: sql`now() + ${seconds(leaseSeconds)}`,
        })
        .where(inArray(mailOutbox.id, ids))
        .returning({
          id: mailOutbox.id,
          to: mailOutbox.recipient,
          subject: mailOutbox.subject,
          text: mailOutbox.text,
          html: mailOutbox.html,
          attempts: mailOutbox.attempts,
          createdAt: mailOutbox.createdAt,
        });
    },

    async markSent(id: number, attempts: number): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'SENT', sentAt: sql`now()`, lastError: null })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.attempts, attempts)));
    },

    async markFailed(id: number, attempts: number, error: string, retryInSeconds: number): Promise<void> {
      await db
        .update(mailOutbox)
        .set({ status: 'FAILED', lastError: error, nextAttemptAt: sql`now() + ${seconds(retryInSeconds)}` })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.attempts, attempts), ne(mailOutbox.status, 'SENT')));
    },

    /** Pending mail not yet logged, marked as logged: without SMTP each mail is logged once. */
    claimUnlogged(limit: number): Promise<Array<{ id: number; to: string; subject: string }>> {
      const ids = db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'PENDING'), isNull(mailOutbox.loggedAt)))
        .orderBy(asc(mailOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(mailOutbox)
        .set({ loggedAt: sql`now()` })
        .where(inArray(mailOutbox.id, ids))
        .returning({ id: mailOutbox.id, to: mailOutbox.recipient, subject: mailOutbox.subject });
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
