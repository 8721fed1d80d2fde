import { z } from 'zod';
import { wholeNumber } from '../fields';
import { blankToUndefined, listOf, optionalDate, optionalText, orderNoField } from '../orders/fields';
import { pageListOf, pageQuery } from '../pagination';
import { documentAmount, feeAmount } from '../money-limits';
import { caseRecordRow, caseRowOf } from './kernel';
import { describeCaseKind } from './descriptor';
import { Permission } from '../permissions';
import { MailboxType } from '../settings-mail/mailboxes';

/** Refund cases (docs/domain.md, "Refunds"; docs/decisions/0023-case-kernel.md). */
export const REFUND_STATUSES = [
  'REQUESTED',
  'QUOTED',
  'QUOTE_EXPIRED',
  'CONFIRMED',
  'SUBMITTED_TO_AIRLINE',
  'AIRLINE_APPROVED',
  'AIRLINE_REJECTED',
  'REFUNDED',
  'CANCELLED',
] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const REFUND_CASE = describeCaseKind<RefundStatus>({
  kind: 'REFUND',
  prefix: 'RF',
  label: 'Refund',
  mailbox: MailboxType.REFUND,
  area: 'refunds',
  pages: { code: Permission.REFUNDS, list: '/html/refund', detail: '/html/refund/refundDetail', by: 'id' },
  operationMenu: { key: 'refund', place: 1 },
  column: 'refunds',
  statuses: REFUND_STATUSES,
  initial: 'REQUESTED',
  transitions: {
    REQUESTED: ['QUOTED', 'CANCELLED'],
    QUOTED: ['CONFIRMED', 'QUOTE_EXPIRED', 'CANCELLED'],
    QUOTE_EXPIRED: ['QUOTED', 'CANCELLED'],
    CONFIRMED: ['SUBMITTED_TO_AIRLINE', 'CANCELLED'],
    SUBMITTED_TO_AIRLINE: ['AIRLINE_APPROVED', 'AIRLINE_REJECTED'],
    AIRLINE_APPROVED: ['REFUNDED'],
  },
  expires: { from: ['QUOTED'], to: 'QUOTE_EXPIRED' },
  failures: ['AIRLINE_REJECTED'],
});

export const REFUND_TYPES = ['VOLUNTARY', 'INVOLUNTARY', 'TAX_ONLY', 'NO_SHOW', 'WAIVER'] as const;
export type RefundType = (typeof REFUND_TYPES)[number];

const refundTypeField = z.enum(REFUND_TYPES, `refundType must be one of ${REFUND_TYPES.join(', ')}`);
const refundStatusField = (field: string) =>
  z.enum(REFUND_STATUSES, `${field} must be one of ${REFUND_STATUSES.join(', ')}`);
const idList = (field: string) =>
  z.preprocess(
    listOf,
    z
      .array(wholeNumber(field), `${field} is required`)
      .min(1, `${field} must name at least one`)
      .max(100, `${field} may name at most 100`),
  );
const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());

/** `POST /orderRefund/addRefundOrderInfo` JSON: a refund of some passengers on some segments of an order. */
export const refundAddInput = z.object({
  orderNo: orderNoField,
  refundType: refundTypeField,
  passengerIds: idList('passengerIds'),
  segmentIds: idList('segmentIds'),
  remark: optionalText('remark', 500),
});
export type RefundAddInput = z.infer<typeof refundAddInput>;

/** `GET /orderRefund/pageList` params. */
export const refundPageQuery = pageQuery.extend({
  refundNo: optionalText('refundNo', 24),
  orderNo: optionalText('orderNo', 32),
  pnr: optionalText('pnr', 6),
  passengerName: optionalText('passengerName', 64),
  airline: optionalText('airline', 2),
  refundType: optional(refundTypeField),
  status: optional(refundStatusField('status')),
  createStart: optionalDate('createStart'),
  createEnd: optionalDate('createEnd'),
  deadlineStart: optionalDate('deadlineStart'),
  deadlineEnd: optionalDate('deadlineEnd'),
});
export type RefundPageQuery = z.infer<typeof refundPageQuery>;

/**
 * `POST /orderRefund/update` form: move one refund to `status`, with the `version` the operator saw.
 * QUOTED asks the airline for its quote (serviceCharge is the agency's, 0 when absent);
 * AIRLINE_APPROVED takes the airline's `confirmedAmount` (the quote when absent).
 */
export const refundUpdateInput = z.object({
  id: wholeNumber('id'),
  version: wholeNumber('version'),
  status: refundStatusField('status'),
  serviceCharge: optional(feeAmount('serviceCharge')),
  confirmedAmount: optional(documentAmount('confirmedAmount')),
  reason: optionalText('reason', 500),
});
export type RefundUpdateInput = z.infer<typeof refundUpdateInput>;

/** `POST /orderRefund/batchModStatus` form: many refunds to one status, all or none. */
export const refundBatchInput = z.object({
  ids: idList('ids'),
  status: refundStatusField('status'),
  reason: optionalText('reason', 500),
});
export type RefundBatchInput = z.infer<typeof refundBatchInput>;

/** `GET /refundChangeLog/pageList` params and `POST /refundChangeLog/insert` form. */
export const refundLogQuery = pageQuery.extend({ refundId: wholeNumber('refundId') });
export type RefundLogQuery = z.infer<typeof refundLogQuery>;
export const refundLogInput = z.object({
  refundId: wholeNumber('refundId'),
  note: z
    .string('note is required')
    .trim()
    .min(1, 'note is required')
    .max(1000, 'note must be at most 1000 characters'),
});
export type RefundLogInput = z.infer<typeof refundLogInput>;

/**
 * What a refund keeps in its case's details: the airline's quote, and its refund request once
 * submitted (docs/decisions/0023-case-kernel.md).
 */
export const refundDetails = z.object({
  quote: z
    .object({
      quoteId: z.string(),
      fare: z.string(),
      penalty: z.string(),
      nonRefundableTaxes: z.string(),
      /** Absent on quotes made before the tickets' money lines. */
      beyondCharged: z.string().optional(),
      refundable: z.string(),
    })
    .optional(),
  airlineRefund: z.object({ refundId: z.string(), submittedAt: z.string() }).optional(),
});
export type RefundDetails = z.output<typeof refundDetails>;

/** The quote, line by line: fare − penalty − non-refundable taxes − service charge. */
export const refundQuoteLines = z.object({
  fare: z.string(),
  penalty: z.string(),
  nonRefundableTaxes: z.string(),
  /** What the airline returns beyond what was charged for the tickets: never paid back (0.00 when none). */
  beyondCharged: z.string(),
  serviceCharge: z.string(),
  quoteAmount: z.string(),
});
export type RefundQuoteLines = z.output<typeof refundQuoteLines>;

export const refundRow = caseRowOf(REFUND_STATUSES).extend({
  refundNo: z.string(),
  refundType: z.enum(REFUND_TYPES),
});
export type RefundRow = z.output<typeof refundRow>;
export const refundPage = pageListOf(refundRow);
export type RefundPage = z.output<typeof refundPage>;

export const refundDetail = refundRow.extend({
  quote: refundQuoteLines.nullable(),
  remark: z.string(),
  passengerIds: z.array(z.number().int()),
  segmentIds: z.array(z.number().int()),
  records: z.array(caseRecordRow),
});
export type RefundDetail = z.output<typeof refundDetail>;

/** `POST /orderRefund/refreshAirline`: what the airline said; `answered` false while it is still deciding. */
export const refundAirlineAnswer = z.object({
  refund: refundRow,
  answered: z.boolean(),
  message: z.string(),
});
export type RefundAirlineAnswer = z.output<typeof refundAirlineAnswer>;

/** `POST /orderRefund/batchModStatus`: how many refunds moved (all of those named). */
export const refundBatchResult = z.object({ moved: z.number().int() });

/** `GET /refundChangeLog/pageList`: the refund's history and notes. */
export const refundLogPage = pageListOf(caseRecordRow);

/** A batch refused as a whole: each refund that could not move, and why. */
export interface RefundBatchRefusal {
  id: number;
  refundNo: string;
  reason: string;
}
