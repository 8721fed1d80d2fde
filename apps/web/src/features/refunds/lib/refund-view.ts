import {
  REFUND_CASE,
  nextStatuses,
  type RefundQuoteLines,
  type RefundRow,
  type RefundStatus,
} from '@ota/contract';

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

/** The state a quote falls into when its deadline passes (docs/domain.md, "Refunds"). */
const EXPIRED: RefundStatus | undefined = REFUND_CASE.expires?.to;
const COUNTING_DOWN: readonly RefundStatus[] = REFUND_CASE.expires?.from ?? [];

/**
 * The moves an operator is offered: the declared ones, less the quote's expiry, which the deadline
 * makes (the server moves an expired quote when it is next read), not a person.
 */
export function refundActions(status: RefundStatus): RefundStatus[] {
  return nextStatuses(REFUND_CASE, status).filter((to) => to !== EXPIRED);
}

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

export function moveFields(to: RefundStatus): MoveFields {
  return {
    serviceCharge: to === 'QUOTED',
    confirmedAmount: to === 'AIRLINE_APPROVED',
    reason: to === 'AIRLINE_APPROVED' || to === 'AIRLINE_REJECTED' || to === 'CANCELLED',
  };
}

/** '1d 02:03:04' from whole seconds. */
export function formatLeft(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const rest = seconds % 86_400;
  const clock = [Math.floor(rest / 3600), Math.floor((rest % 3600) / 60), rest % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':');
  return days > 0 ? `${days}d ${clock}` : clock;
}

export type DeadlineView =
  | { kind: 'none' }
  | { kind: 'left'; seconds: number; text: string }
  | { kind: 'expired' }
  | { kind: 'at'; text: string };

/**
 * What a refund's deadline shows `elapsed` seconds after the server answered: a quote counts down to
 * its expiry and reads "expired" once past; in any later state the quote's deadline no longer binds,
 * so it is shown as a date.
 */
export function deadlineView(
  row: Pick<RefundRow, 'status' | 'deadline' | 'secondsLeft'>,
  elapsed: number,
): DeadlineView {
  if (row.deadline === null) return { kind: 'none' };
  if (row.status === EXPIRED) return { kind: 'expired' };
  if (COUNTING_DOWN.includes(row.status) && row.secondsLeft !== null) {
    const seconds = row.secondsLeft - Math.max(0, elapsed);
    return seconds > 0 ? { kind: 'left', seconds, text: formatLeft(seconds) } : { kind: 'expired' };
  }
  return { kind: 'at', text: row.deadline.slice(0, 16) };
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
    { key: 'serviceCharge', sign: '−', amount: quote.serviceCharge },
    { key: 'quoteAmount', sign: '=', amount: quote.quoteAmount },
  ];
}

/** The server's refusal of a stale version ('This case was changed by NAME at TIME; reload it'). */
export function isStaleVersion(message: string): boolean {
  return /^This case was changed by .+; reload it$/.test(message);
}

/** An InputNumber's value as the exact decimal text the API takes ('12.5' → '12.50'). */
export function amountText(value: number | null | undefined): string | undefined {
  return value === null || value === undefined ? undefined : value.toFixed(2);
}
