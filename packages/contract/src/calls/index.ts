import { billingStatementCalls } from './billing-statements';
import { thresholdCalls } from './thresholds';

export * from './define-call';
export * from './billing-statements';
export * from './thresholds';

/**
 * Every declared call by domain; the OpenAPI document lists these under the domain's tag (decision 0043:
 * thresholds first, the other modules follow one by one).
 */
export const declaredCalls = {
  thresholds: thresholdCalls,
  billingStatements: billingStatementCalls,
} as const;
