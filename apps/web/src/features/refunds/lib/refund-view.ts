import { REFUND_CASE, type RefundQuoteLines, type RefundStatus } from '@ota/contract';
import { operatorMoves } from '../../../lib/case-deadline';

export const STATUS_COLORS: Record<RefundStatus, string> = {
  REQUESTED: 'default',
  QUOTED: 'processing',
  QUOTE_EXPIRED: 'warning',
  CONFIRMED: 'blue',
  SUBMITTED_TO_AIRLINE: 'geekblue',
  AIRLINE_APPROVED: 'cyan',
  AIRLINE_REJECTED: 'error',
  REFUNDED: 'success',
  CANCELLED: 'default',
};

/** The moves an operator is offered: the declared ones, less the quote's expiry (docs/domain.md, "Refunds"). */
export function refundActions(status: RefundStatus): RefundStatus[] {
  return operatorMoves(REFUND_CASE, status);
}

/** Moves that end the refund without money back: red buttons. */
export const DANGER: readonly RefundStatus[] = ['CANCELLED', 'AIRLINE_REJECTED'];

/**
 * The moves a batch may make: those that need no figures of their own. The server refuses any other
 * (refunds.service BATCH_STATUSES), so the list offers only these.
 */
export const BATCH_TARGETS: readonly RefundStatus[] = ['CONFIRMED', 'REFUNDED', 'CANCELLED'];

/** What a move asks for before it is sent. */
export interface MoveFields {
  /** QUOTED: the agency's fee, taken off the airline's quote (0 when left empty). */
  serviceCharge: boolean;
  /** AIRLINE_APPROVED: what the airline granted, the quote unless it kept a fee. */
  confirmedAmount: boolean;
  /** Why: a rejection or a cancellation, and an airline answer recorded by hand (the server needs it). */
  reason: boolean;
}

/** Moves that must say why: a rejection or a cancellation, and an airline answer recorded by hand. */
export const ASKS_REASON: readonly RefundStatus[] = ['AIRLINE_APPROVED', 'AIRLINE_REJECTED', 'CANCELLED'];

export function moveFields(to: RefundStatus): MoveFields {
  return {
    serviceCharge: to === 'QUOTED',
    confirmedAmount: to === 'AIRLINE_APPROVED',
    reason: ASKS_REASON.includes(to),
  };
}

export interface QuoteLine {
  key: keyof RefundQuoteLines;
  /** How the line enters the refund: the fare, less each deduction, equals the refund. */
  sign: '' | '−' | '=';
  amount: string;
}

/** The quote line by line: fare − penalty − non-refundable taxes − service charge = refund. */
export function quoteLines(quote: RefundQuoteLines): QuoteLine[] {
  return [
    { key: 'fare', sign: '', amount: quote.fare },
    { key: 'penalty', sign: '−', amount: quote.penalty },
    { key: 'nonRefundableTaxes', sign: '−', amount: quote.nonRefundableTaxes },
    ...(Number(quote.beyondCharged) > 0
      ? [{ key: 'beyondCharged', sign: '−', amount: quote.beyondCharged } as const]
      : []),
    { key: 'serviceCharge', sign: '−', amount: quote.serviceCharge },
    { key: 'quoteAmount', sign: '=', amount: quote.quoteAmount },
  ];
}
