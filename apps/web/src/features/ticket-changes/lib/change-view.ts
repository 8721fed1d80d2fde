import {
  TICKET_CHANGE_CASE,
  type CHANGE_FLIGHT_MESSAGES,
  type ChangeFlightInfo,
  type ChangeQuoteLines,
  type OrderSegment,
  type TicketChangeStatus,
} from '@ota/contract';
import { operatorMoves } from '../../../lib/case-deadline';

export const STATUS_COLORS: Record<TicketChangeStatus, string> = {
  REQUESTED: 'default',
  QUOTED: 'processing',
  QUOTE_EXPIRED: 'warning',
  PENDING_PAYMENT: 'gold',
  PAID: 'blue',
  REISSUED: 'success',
  FAILED: 'error',
  CANCELLED: 'default',
};

/** The moves an operator is offered: the declared ones, less the quote's expiry (docs/domain.md). */
export function changeActions(status: TicketChangeStatus): TicketChangeStatus[] {
  return operatorMoves(TICKET_CHANGE_CASE, status);
}

/**
 * A change may be turned into a refund of the same tickets unless money is held for it (PAID: the
 * balance was debited; FAILED returns it first) or the order already flies the new flights (REISSUED).
 */
export function mayTurnIntoRefund(status: TicketChangeStatus): boolean {
  return status !== 'PAID' && status !== 'REISSUED';
}

/** Moves that end the change without it being made: red buttons. */
export const DANGER: readonly TicketChangeStatus[] = ['CANCELLED', 'FAILED'];

/** Moves that need a reason (the server refuses CANCELLED and FAILED without one). */
export const ASKS_REASON: readonly TicketChangeStatus[] = DANGER;

export interface QuoteLine {
  key: keyof Omit<ChangeQuoteLines, 'newFlights'>;
  /** How the line enters the total: each difference and fee is added. */
  sign: '' | '+' | '=';
  amount: string;
}

/** The quote line by line: fare difference + tax difference + penalty + service fee = total. */
export function quoteLines(quote: ChangeQuoteLines): QuoteLine[] {
  return [
    { key: 'fareDifference', sign: '', amount: quote.fareDifference },
    { key: 'taxDifference', sign: '+', amount: quote.taxDifference },
    { key: 'penalty', sign: '+', amount: quote.penalty },
    { key: 'serviceFee', sign: '+', amount: quote.serviceFee },
    { key: 'total', sign: '=', amount: quote.total },
  ];
}

/** The change's own segments, each way, as the order holds them now. */
export interface ChangeDirections {
  go: OrderSegment[];
  back: OrderSegment[];
}

export function directionsOf(
  segments: readonly OrderSegment[],
  segmentIds: readonly number[],
): ChangeDirections {
  const chosen = segments.filter((segment) => segmentIds.includes(segment.id));
  return { go: chosen.filter((s) => !s.back), back: chosen.filter((s) => s.back) };
}

export type FlightSearchKind = keyof typeof CHANGE_FLIGHT_MESSAGES;

/**
 * Spec section 8 for the change's flight search: nothing on either way is 'none'; flights on every
 * way the change asks for is 'found'. A way that came back empty while the other has flights is
 * still 'found' (something to pick), and its table says it is empty.
 */
export function searchKind(info: ChangeFlightInfo): FlightSearchKind {
  if (info.goRouting.length === 0 && info.backRouting.length === 0)
    return info.warnings.length > 0 ? 'failed' : 'none';
  return 'found';
}
