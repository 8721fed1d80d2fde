import type {
  MailboxInsertBody,
  MailboxPageQuery,
  MailboxRow,
  MailboxUpdateBody,
  OutboxPageQuery,
  OutboxRow,
  PageList,
} from '@ota/contract';
import type { Database } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { pageOffset } from '../../platform/pagination';
import { formatDateTime } from '../../platform/time';
import { createMailboxesRepository, type MailboxFields } from './mailboxes.repository';

const UNIQUE_VIOLATION = '23505';

/** Both drivers report PostgreSQL's SQLSTATE as `code`, possibly on a wrapped cause. */
function isUniqueViolation(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== 'object') return false;
    if ('code' in current && current.code === UNIQUE_VIOLATION) return true;
    current = 'cause' in current ? current.cause : undefined;
  }
  return false;
}

function alreadyRegistered(fields: MailboxFields): BadRequestError {
  return new BadRequestError(`${fields.email} is already registered for ${fields.emailType}`);
}

function notFound(id: number): BadRequestError {
  return new BadRequestError(`Mailbox ${id} does not exist`);
}

export function createMailboxesService(deps: { db: Database; timeZone: string }) {
  const repository = createMailboxesRepository(deps.db);
  const time = (date: Date | null) => (date ? formatDateTime(date, deps.timeZone) : '');

  return {
    async page(query: MailboxPageQuery): Promise<PageList<MailboxRow>> {
      const { rows, total } = await repository.page(
        { email: query.email, emailType: query.emailType },
        { field: query.sortField, order: query.sortOrder },
        pageOffset(query),
        query.pageSize,
      );
      const pageList = rows.map((row) => ({
        id: row.id,
        email: row.email,
        emailType: row.emailType,
        remark: row.remark,
        createTime: time(row.createTime),
      }));
      return { pageList, totalCount: total };
    },

    async insert(body: MailboxInsertBody): Promise<{ id: number }> {
      const id = await repository.insert(body);
      if (id === undefined) throw alreadyRegistered(body);
      return { id };
    },

    async update(body: MailboxUpdateBody): Promise<void> {
      const { id, ...fields } = body;
      try {
        await deps.db.transaction(async (tx) => {
          const mailboxes = createMailboxesRepository(tx);
          if (!(await mailboxes.exists(id))) throw notFound(id);
          if (await mailboxes.registered(fields.email, fields.emailType, id)) throw alreadyRegistered(fields);
          await mailboxes.update(id, fields);
        });
      } catch (error) {
        // Two edits racing to the same address and type: the unique index decides.
        if (isUniqueViolation(error)) throw alreadyRegistered(fields);
        throw error;
      }
    },

    async remove(id: number): Promise<void> {
      if (!(await repository.delete(id))) throw notFound(id);
    },

    async outboxPage(query: OutboxPageQuery): Promise<PageList<OutboxRow>> {
      const { rows, total } = await repository.outboxPage(
        { status: query.status, email: query.email },
        pageOffset(query),
        query.pageSize,
      );
      const pageList = rows.map((row) => ({
        id: row.id,
        to: row.to,
        subject: row.subject,
        kind: row.kind,
        status: row.status,
        attempts: row.attempts,
        lastError: row.lastError ?? '',
        createTime: time(row.createdAt),
        sentTime: time(row.sentAt),
        nextAttemptTime: row.status === 'SENT' ? '' : time(row.nextAttemptAt),
      }));
      return { pageList, totalCount: total };
    },
  };
}
