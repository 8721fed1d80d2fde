import { z } from 'zod';
import { wholeNumber } from '../fields';
import { blankToUndefined, listOf, optionalDate, optionalText, orderNoField } from '../orders/fields';
import { pageQuery, type PageList } from '../pagination';
import { documentAmount, feeAmount } from '../money-limits';
import { declareCaseKind, type CaseRecordRow, type CaseRowBase } from './kernel';

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

export const REFUND_CASE = declareCaseKind<RefundStatus>({
  kind: 'REFUND',
  prefix: 'RF',
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

/** The quote, line by line: fare − penalty − non-refundable taxes − service charge. */
export interface RefundQuoteLines {
  fare: string;
  penalty: string;
  nonRefundableTaxes: string;
  /** What the airline returns beyond what was charged for the tickets: never paid back (0.00 when none). */
  beyondCharged: string;
  serviceCharge: string;
  quoteAmount: string;
}

export interface RefundRow extends CaseRowBase<RefundStatus> {
  refundNo: string;
  refundType: RefundType;
}
export type RefundPage = PageList<RefundRow>;

export interface RefundDetail extends RefundRow {
  quote: RefundQuoteLines | null;
  remark: string;
  passengerIds: number[];
  segmentIds: number[];
  records: CaseRecordRow[];
}

/** `POST /orderRefund/refreshAirline`: what the airline said; `answered` false while it is still deciding. */
export interface RefundAirlineAnswer {
  refund: RefundRow;
  answered: boolean;
  message: string;
}

/** A batch refused as a whole: each refund that could not move, and why. */
export interface RefundBatchRefusal {
  id: number;
  refundNo: string;
  reason: string;
}
