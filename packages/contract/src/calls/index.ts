import { baggageCalls } from './baggage';
import { compensationCalls } from './compensations';
import { disruptionCalls } from './disruptions';
import { seatCalls } from './seats';
import { thresholdCalls } from './thresholds';
import { voidTicketCalls } from './void-tickets';

export * from './baggage';
export * from './compensations';
export * from './define-call';
export * from './disruptions';
export * from './seats';
export * from './thresholds';
export * from './void-tickets';

/**
 * Every declared call by domain; the OpenAPI document lists these under the domain's tag (decision 0043:
 * thresholds first, the other modules follow one by one).
 */
export const declaredCalls = {
  thresholds: thresholdCalls,
  disruptions: disruptionCalls,
  compensations: compensationCalls,
  voidTickets: voidTicketCalls,
  seats: seatCalls,
  baggage: baggageCalls,
} as const;
