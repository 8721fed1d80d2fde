import { z } from 'zod';
import { wholeNumber } from '../fields';
import { blankToUndefined, listOf, optionalDate, optionalText, orderNoField } from '../orders/fields';
import { pageListOf, pageQuery } from '../pagination';
import { documentAmount } from '../money-limits';
import { caseRecordRow, caseRowOf } from './kernel';
import { describeCaseKind } from './descriptor';
import { Permission } from '../permissions';
import { MailboxType } from '../settings-mail/mailboxes';

/** Compensation cases (docs/domain.md, "Compensation"; docs/decisions/0028-compensation.md). */
export const COMPENSATION_STATUSES = [
  'OPENED',
  'ASSESSED',
  'ELIGIBLE',
  'NOT_ELIGIBLE',
  'CLAIM_SUBMITTED',
  'AIRLINE_ACCEPTED',
  'AIRLINE_REJECTED',
  'PAID',
  'CLOSED',
  'CANCELLED',
] as const;
export type CompensationStatus = (typeof COMPENSATION_STATUSES)[number];

/**
 * One declaration for both types: ELIGIBLE → PAID is the agency's goodwill payment, ELIGIBLE →
 * CLAIM_SUBMITTED the airline's claim; the service refuses the move that is not the case's type's.
 * PAID is not cancelled: money has moved by then, so the case is closed instead.
 */
export const COMPENSATION_CASE = describeCaseKind<CompensationStatus>({
  kind: 'COMPENSATION',
  prefix: 'CP',
  label: 'Compensation',
  // Compensation follows disruptions: the desk that handles them hears of it (decision 0028).
  mailbox: MailboxType.DISRUPTION,
  area: 'compensations',
  pages: {
    code: Permission.COMPENSATION,
    list: '/html/compensation',
    detail: '/html/compensation/compensationDetail',
    by: 'id',
  },
  operationMenu: { key: 'compensation', place: 7 },
  column: 'compensation',
  fromOrder: { key: 'compensation', picks: false, place: 4 },
  statuses: COMPENSATION_STATUSES,
  initial: 'OPENED',
  transitions: {
    OPENED: ['ASSESSED', 'CANCELLED'],
    ASSESSED: ['ELIGIBLE', 'NOT_ELIGIBLE', 'CANCELLED'],
    ELIGIBLE: ['CLAIM_SUBMITTED', 'PAID', 'CANCELLED'],
    CLAIM_SUBMITTED: ['AIRLINE_ACCEPTED', 'AIRLINE_REJECTED', 'CANCELLED'],
    AIRLINE_ACCEPTED: ['PAID', 'CANCELLED'],
    PAID: ['CLOSED'],
  },
  failures: ['NOT_ELIGIBLE', 'AIRLINE_REJECTED'],
});

/** AIRLINE: the airline pays (EU261), the agency passes it on; GOODWILL: the agency pays from its balance. */
export const COMPENSATION_TYPES = ['AIRLINE', 'GOODWILL'] as const;
export type CompensationType = (typeof COMPENSATION_TYPES)[number];

/** Why the case was opened: a flight disruption on the order, or a passenger's complaint. */
export const COMPENSATION_SOURCES = ['DISRUPTION', 'COMPLAINT'] as const;
export type CompensationSource = (typeof COMPENSATION_SOURCES)[number];

/** Moves an operator makes with `/inner/update`; CANCELLED has its own call. */
export const COMPENSATION_INNER_STATUSES = COMPENSATION_STATUSES.filter(
  (status): status is Exclude<CompensationStatus, 'OPENED' | 'CANCELLED'> =>
    status !== 'OPENED' && status !== 'CANCELLED',
);

/** States in which the claim may still be edited (before anything is asked of the airline or paid). */
export const COMPENSATION_EDITABLE: readonly CompensationStatus[] = ['OPENED', 'ASSESSED', 'ELIGIBLE'];

const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());
const typeField = z.enum(COMPENSATION_TYPES, `type must be one of ${COMPENSATION_TYPES.join(', ')}`);
const sourceField = z.enum(COMPENSATION_SOURCES, `source must be one of ${COMPENSATION_SOURCES.join(', ')}`);
const statusField = z.enum(
  COMPENSATION_STATUSES,
  `status must be one of ${COMPENSATION_STATUSES.join(', ')}`,
);

/**
 * `POST /order/compensation/add` JSON. A DISRUPTION case takes the EU261 band of the order's latest
 * disruption, times its passengers, when `amount` is absent; a COMPLAINT case needs the amount.
 */
export const compensationAddInput = z.object({
  orderNo: orderNoField,
  source: sourceField,
  type: typeField,
  amount: optional(documentAmount('amount')),
  passengerIds: optional(
    z.preprocess(
      listOf,
      z
        .array(wholeNumber('passengerIds'), 'passengerIds must be a list')
        .max(20, 'passengerIds may name at most 20'),
    ),
  ),
  remark: optionalText('remark', 500),
});
export type CompensationAddInput = z.infer<typeof compensationAddInput>;

/** `POST /order/compensation/page/list` JSON. */
export const compensationPageQuery = pageQuery.extend({
  compensationNo: optionalText('compensationNo', 24),
  orderNo: optionalText('orderNo', 32),
  pnr: optionalText('pnr', 6),
  passengerName: optionalText('passengerName', 64),
  type: optional(typeField),
  status: optional(statusField),
  createStart: optionalDate('createStart'),
  createEnd: optionalDate('createEnd'),
});
export type CompensationPageQuery = z.infer<typeof compensationPageQuery>;

const caseVersion = { id: wholeNumber('id'), version: wholeNumber('version') };

/** `POST /order/compensation/details` JSON. */
export const compensationIdInput = z.object({ id: wholeNumber('id') });

/** `POST /order/compensation/cancel` JSON: the reason is required. */
export const compensationCancelInput = z.object({
  ...caseVersion,
  reason: z
    .string('reason is required')
    .trim()
    .min(1, 'reason is required')
    .max(500, 'reason must be at most 500 characters'),
});
export type CompensationCancelInput = z.infer<typeof compensationCancelInput>;

/** `POST /order/compensation/edit` JSON: the amount asked and the remark, before the claim goes out. */
export const compensationEditInput = z
  .object({ ...caseVersion, amount: optional(documentAmount('amount')), remark: optionalText('remark', 500) })
  .refine((input) => input.amount !== undefined || input.remark !== undefined, {
    message: 'amount or remark is required',
    path: ['amount'],
  });
export type CompensationEditInput = z.infer<typeof compensationEditInput>;

/**
 * `POST /order/compensation/inner/update` JSON: the internal assessment (ASSESSED, ELIGIBLE,
 * NOT_ELIGIBLE with a reason), the airline's answer (CLAIM_SUBMITTED, AIRLINE_ACCEPTED with the
 * `confirmedAmount` it pays, AIRLINE_REJECTED with a reason), then PAID and CLOSED.
 */
export const compensationInnerInput = z.object({
  ...caseVersion,
  status: z.enum(
    COMPENSATION_INNER_STATUSES,
    `status must be one of ${COMPENSATION_INNER_STATUSES.join(', ')}`,
  ),
  confirmedAmount: optional(documentAmount('confirmedAmount')),
  reason: optionalText('reason', 500),
});
export type CompensationInnerInput = z.infer<typeof compensationInnerInput>;

/** The EU261 suggestion of the disruption the case was opened from, as its compensation check left it. */
export const eu261Suggestion = z.object({
  disruptionNo: z.string(),
  disruptionType: z.string(),
  flight: z.string(),
  distanceKm: z.number().nullable(),
  eligible: z.boolean(),
  /** The band per passenger, EUR: 250, 400 or 600 (0 when not eligible). */
  perPassenger: z.number(),
  passengers: z.number().int(),
  currency: z.literal('EUR'),
  /** True when an operator's compensation check on the disruption decided it, false for the suggestion. */
  checked: z.boolean(),
});
export type Eu261Suggestion = z.output<typeof eu261Suggestion>;

/** What a compensation case keeps in its details JSON (decision 0023: no table of its own). */
export const compensationDetails = z.object({
  source: z.enum(COMPENSATION_SOURCES),
  eu261: eu261Suggestion.nullable(),
  /** The latest reason given: not eligible, refused by the airline, cancelled. */
  reason: z.string().optional(),
});
export type CompensationDetails = z.output<typeof compensationDetails>;

export const compensationRow = caseRowOf(COMPENSATION_STATUSES).extend({
  compensationNo: z.string(),
  compensationType: z.enum(COMPENSATION_TYPES),
  source: compensationDetails.shape.source,
  eu261: compensationDetails.shape.eu261,
});
export type CompensationRow = z.output<typeof compensationRow>;

export const compensationPage = pageListOf(compensationRow);
export type CompensationPage = z.output<typeof compensationPage>;

export const compensationDetail = compensationRow.extend({
  remark: z.string(),
  /** Why not eligible, why the airline refused, or why cancelled: the latest reason given. */
  reason: z.string(),
  passengerIds: z.array(z.number().int()),
  records: z.array(caseRecordRow),
});
export type CompensationDetail = z.output<typeof compensationDetail>;
