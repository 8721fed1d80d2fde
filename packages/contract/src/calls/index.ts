import { airlineCalls } from './airlines';
import { authCalls } from './auth';
import { mailboxCalls } from './mailboxes';
import { platformCalls } from './platform';
import { roleCalls } from './roles';
import { billingStatementCalls } from './billing-statements';
import { thresholdCalls } from './thresholds';
import { userCalls } from './users';
import { caseCalls } from './cases';
import { passengerChangeCalls } from './passenger-changes';
import { rebookCalls } from './rebooks';
import { refundCalls } from './refunds';
import { thresholdCalls } from './thresholds';
import { ticketChangeCalls } from './ticket-changes';

export * from './define-call';
export * from './billing-statements';
export * from './thresholds';
export * from './platform';
export * from './auth';
export * from './users';
export * from './roles';
export * from './airlines';
export * from './mailboxes';
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
  platform: platformCalls,
  auth: authCalls,
  users: userCalls,
  roles: roleCalls,
  airlines: airlineCalls,
  mailboxes: mailboxCalls,
  billingStatements: billingStatementCalls,
  cases: caseCalls,
  refunds: refundCalls,
  rebooks: rebookCalls,
  ticketChanges: ticketChangeCalls,
  passengerChanges: passengerChangeCalls,
} as const;
