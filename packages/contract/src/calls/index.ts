import { exchangeRateCalls } from './exchange-rates';
import { financialReportCalls } from './financial-reports';
import { refundReportCalls } from './refund-report';
import { thresholdCalls } from './thresholds';
import { transactionCalls } from './transactions';

export * from './define-call';
export * from './exchange-rates';
export * from './financial-reports';
export * from './refund-report';
export * from './thresholds';
export * from './transactions';

/**
 * Every declared call by domain; the OpenAPI document lists these under the domain's tag (decision 0043:
 * thresholds first, the other modules follow one by one).
 */
export const declaredCalls = {
  thresholds: thresholdCalls,
  transactions: transactionCalls,
  exchangeRates: exchangeRateCalls,
  financialReports: financialReportCalls,
  refundReport: refundReportCalls,
} as const;
