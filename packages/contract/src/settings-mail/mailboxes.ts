import { z } from 'zod';
import { pageQuery } from '../pagination';
import { answerDateTime, platformTypeField } from '../users';
import { blankAsAbsent, oneOf, positiveId, sortOrderField } from './fields';

/**
 * Which mail a notification mailbox receives (spec section 3 "Mailbox", DESIGN section 6). One type
 * per row: a box that wants several kinds is registered once per kind.
 */
export const MailboxType = {
  BALANCE_WARNING: 'BALANCE_WARNING',
  REFUND: 'REFUND',
  TICKET_CHANGE: 'TICKET_CHANGE',
  DISRUPTION: 'DISRUPTION',
  SEAT: 'SEAT',
} as const;
export type MailboxTypeValue = (typeof MailboxType)[keyof typeof MailboxType];
export const MAILBOX_TYPES = Object.values(MailboxType) as [MailboxTypeValue, ...MailboxTypeValue[]];

export const MAILBOX_EMAIL_MAX = 254;
export const MAILBOX_REMARK_MAX = 200;
export const MAILBOX_SORT_FIELDS = ['email', 'emailType', 'createTime'] as const;
export type MailboxSortField = (typeof MAILBOX_SORT_FIELDS)[number];

const emailTypeField = oneOf('emailType', MAILBOX_TYPES);

const mailboxFields = {
  email: z
    .string()
    .trim()
    .min(1, 'email is required')
    .max(MAILBOX_EMAIL_MAX, `email must be at most ${MAILBOX_EMAIL_MAX} characters`)
    .pipe(z.email('email must be a valid email address')),
  emailType: emailTypeField,
  remark: z.preprocess(
    (value) => (value === null || value === undefined ? '' : value),
    z
      .string('remark must be a text')
      .trim()
      .max(MAILBOX_REMARK_MAX, `remark must be at most ${MAILBOX_REMARK_MAX} characters`),
  ),
};

/** `GET /mailbox/pageList` params: newest first unless `sortField` says otherwise. */
export const mailboxPageQuery = pageQuery.extend({
  email: z.preprocess(blankAsAbsent, z.string().trim().max(MAILBOX_EMAIL_MAX).optional()),
  emailType: z.preprocess(blankAsAbsent, emailTypeField.optional()),
  sortField: z.preprocess(blankAsAbsent, z.enum(MAILBOX_SORT_FIELDS).optional()),
  sortOrder: sortOrderField,
});
export type MailboxPageQuery = z.infer<typeof mailboxPageQuery>;

/**
 * `POST /mailbox/insert` JSON. platformType absent: the creator's; a user bound to a platform may give
 * only its own (decision 0039).
 */
export const mailboxInsertBody = z.object({ ...mailboxFields, platformType: platformTypeField.optional() });
export type MailboxInsertBody = z.infer<typeof mailboxInsertBody>;

/** `POST /mailbox/update` JSON: the whole record; platformType absent: unchanged. */
export const mailboxUpdateBody = z.object({
  id: positiveId('id'),
  ...mailboxFields,
  platformType: platformTypeField.optional(),
});
export type MailboxUpdateBody = z.infer<typeof mailboxUpdateBody>;

/** `GET /mailbox/delete` params. */
export const mailboxDeleteQuery = z.object({ id: positiveId('id') });

/** A row of `GET /mailbox/pageList` (spec section 3 "Mailbox"). */
export const mailboxRow = z.object({
  id: z.number().int(),
  email: z.string(),
  emailType: z.enum(MAILBOX_TYPES),
  remark: z.string(),
  /** 1 onefly, 2 edreams: mailed about that platform only; null: the reseller's, mailed about all. */
  platformType: z.number().int().nullable(),
  createTime: answerDateTime,
});
export type MailboxRow = z.output<typeof mailboxRow>;

/** What the browser sends to insert (and, with `id`, to update) a mailbox. */
export interface MailboxInput {
  email: string;
  emailType: MailboxTypeValue;
  remark?: string;
  platformType?: number | null;
}

export const OutboxStatus = { PENDING: 'PENDING', SENT: 'SENT', FAILED: 'FAILED' } as const;
export type OutboxStatusValue = (typeof OutboxStatus)[keyof typeof OutboxStatus];
export const OUTBOX_STATUSES = Object.values(OutboxStatus) as [OutboxStatusValue, ...OutboxStatusValue[]];

/** `GET /mailbox/outbox/pageList` params: newest first. */
export const outboxPageQuery = pageQuery.extend({
  status: z.preprocess(blankAsAbsent, oneOf('status', OUTBOX_STATUSES).optional()),
  email: z.preprocess(blankAsAbsent, z.string().trim().max(MAILBOX_EMAIL_MAX).optional()),
});
export type OutboxPageQuery = z.infer<typeof outboxPageQuery>;

/** A date-time, or '' when there is none (not sent yet; no retry once sent). */
const answerDateTimeOrNone = z.union([answerDateTime, z.literal('')]);

/** A mail of the outbox: PENDING (not tried yet), SENT, or FAILED (tried, retried at nextAttemptTime). */
export const outboxRow = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  /** The mailbox type the mail is about. */
  kind: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  lastError: z.string(),
  createTime: answerDateTime,
  sentTime: answerDateTimeOrNone,
  nextAttemptTime: answerDateTimeOrNone,
});
export type OutboxRow = z.output<typeof outboxRow>;
