import type { WrapperTicketVoidAnswer, WrapperTicketVoidRequest } from '@ota/contract';
import { rngFor } from './random';
import { isoInstant } from './refusal';
import type { AirlineIdentity } from './schedule';

const REFUSALS = [
  'The ticket was already reported to the settlement plan (BSP)',
  'A coupon of the ticket is checked in',
  'The fare of the ticket does not allow a void',
];

/**
 * The demo airline voids every ticket asked except those whose number ends in 7 (about one in ten,
 * and foreseeable by a test), which it refuses with a reason drawn from the seed. It keeps no state:
 * the console asks once per void case.
 */
export function voidTicket(
  airline: AirlineIdentity,
  request: WrapperTicketVoidRequest,
  nowMs: number,
): WrapperTicketVoidAnswer {
  const base = { ticketNo: request.ticketNo, reference: request.reference, answeredAt: isoInstant(nowMs) };
  if (request.ticketNo.endsWith('7')) {
    const rng = rngFor(airline.seed, airline.code, request.ticketNo, 'void');
    return { ...base, status: 'REJECTED', voidId: null, reason: rng.pick(REFUSALS) };
  }
  const voidId = `${airline.code}V-${Math.floor(nowMs / 1000).toString(36)}-${request.ticketNo.slice(-6)}`;
  return { ...base, status: 'VOIDED', voidId, reason: null };
}
