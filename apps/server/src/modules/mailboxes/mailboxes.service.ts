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
import type { Principal } from '../../platform/permissions';
import { outboxPage } from '../../platform/mail/outbox-page';
import { formatDateTime } from '../../platform/time';
import { assertMayGivePlatform, grantScopeOf, platformWall } from '../../platform/grant-scope';
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

function alreadyRegistered(fields: Pick<MailboxFields, 'email' | 'emailType'>): BadRequestError {
  return new BadRequestError(`${fields.email} is already registered for ${fields.emailType}`);
}

/** A caller bound to a platform sees and changes only its platform's mailboxes (decision 0039). */
const wallOf = (principal: Principal) => platformWall(grantScopeOf(principal));

function notFound(id: number): BadRequestError {
  return new BadRequestError(`Mailbox ${id} does not exist`);
}

export function createMailboxesService(deps: { db: Database; timeZone: string }) {
  const repository = createMailboxesRepository(deps.db);
  const time = (date: Date | null) => (date ? formatDateTime(date, deps.timeZone) : '');

  return {
    async page(principal: Principal, query: MailboxPageQuery): Promise<PageList<MailboxRow>> {
      const { rows, total } = await repository.page(
        { email: query.email, emailType: query.emailType, platformType: wallOf(principal) },
        { field: query.sortField, order: query.sortOrder },
        pageOffset(query),
        query.pageSize,
      );
      const pageList = rows.map((row) => ({
        id: row.id,
        email: row.email,
        emailType: row.emailType,
        remark: row.remark,
        platformType: row.platformType,
        createTime: time(row.createTime),
      }));
      return { pageList, totalCount: total };
    },

    /** The new mailbox is the caller's platform's unless a caller with no platform names another. */
    async insert(principal: Principal, body: MailboxInsertBody): Promise<{ id: number }> {
      const platformType = body.platformType === undefined ? principal.platformType : body.platformType;
      assertMayGivePlatform(grantScopeOf(principal), platformType);
      const id = await repository.insert({ ...body, platformType });
      if (id === undefined) throw alreadyRegistered(body);
      return { id };
    },

    /** Another platform's mailbox does not exist for a caller bound to a platform, as a wrong id does not. */
    async update(principal: Principal, body: MailboxUpdateBody): Promise<void> {
      const { id, platformType: wanted, ...rest } = body;
      try {
        await deps.db.transaction(async (tx) => {
          const mailboxes = createMailboxesRepository(tx);
          const current = await mailboxes.lock(id, wallOf(principal));
          if (!current) throw notFound(id);
          const platformType = wanted === undefined ? current.platformType : wanted;
          if (platformType !== current.platformType)
            assertMayGivePlatform(grantScopeOf(principal), platformType);
          const fields = { ...rest, platformType };
          if (await mailboxes.registered(fields.email, fields.emailType, platformType, id)) {
            throw alreadyRegistered(fields);
          }
          await mailboxes.update(id, fields);
        });
      } catch (error) {
        // Two edits racing to the same address and type: the unique index decides.
        if (isUniqueViolation(error)) throw alreadyRegistered(rest);
        throw error;
      }
    },

    async remove(principal: Principal, id: number): Promise<void> {
      if (!(await repository.delete(id, wallOf(principal)))) throw notFound(id);
    },

    /** A caller bound to a platform sees the mail written to its platform's mailbox addresses. */
    async outboxPage(principal: Principal, query: OutboxPageQuery): Promise<PageList<OutboxRow>> {
      const wall = wallOf(principal);
      const { rows, total } = await outboxPage(
        deps.db,
        {
          status: query.status,
          email: query.email,
          recipientsIn: wall === undefined ? undefined : repository.platformAddresses(wall),
        },
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
