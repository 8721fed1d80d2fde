import { caseCalls } from './cases';
import { passengerChangeCalls } from './passenger-changes';
import { rebookCalls } from './rebooks';
import { refundCalls } from './refunds';
import { thresholdCalls } from './thresholds';
import { ticketChangeCalls } from './ticket-changes';

export * from './define-call';
export * from './thresholds';
export * from './cases';
export * from './refunds';
export * from './rebooks';
export * from './ticket-changes';
export * from './passenger-changes';

/**
 * Every declared call by domain; the OpenAPI document lists these under the domain's tag (decision 0043:
 * thresholds first, the other modules follow one by one).
 */
export const declaredCalls = {
  thresholds: thresholdCalls,
  cases: caseCalls,
  refunds: refundCalls,
  rebooks: rebookCalls,
  ticketChanges: ticketChangeCalls,
  passengerChanges: passengerChangeCalls,
} as const;
