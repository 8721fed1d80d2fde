import { airlineCalls } from './airlines';
import { authCalls } from './auth';
import { mailboxCalls } from './mailboxes';
import { platformCalls } from './platform';
import { roleCalls } from './roles';
import { billingStatementCalls } from './billing-statements';
import { thresholdCalls } from './thresholds';
import { userCalls } from './users';

export * from './define-call';
export * from './billing-statements';
export * from './thresholds';
export * from './platform';
export * from './auth';
export * from './users';
export * from './roles';
export * from './airlines';
export * from './mailboxes';

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
} as const;
