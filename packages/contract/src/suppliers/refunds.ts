import { z } from 'zod';
import { airlineField, currencyCode, instant, money, pnrCode } from './common';

/**
 * POST /v1/refunds: the agency asks the airline to refund what it quoted (docs/wrapper-protocol.md).
 * `reference` is the agency's own refund number, echoed in the airline's answer.
 */
export const wrapperRefundSubmitRequest = z.object({
  ...airlineField,
  pnr: pnrCode,
  quoteId: z.string().min(1, 'quoteId is required').max(64, 'quoteId is at most 64 characters'),
  reference: z.string().min(1, 'reference is required').max(32, 'reference is at most 32 characters'),
  amount: money('amount'),
  currency: currencyCode,
});
export type WrapperRefundSubmitRequest = z.infer<typeof wrapperRefundSubmitRequest>;

export const WRAPPER_REFUND_STATES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** The airline's refund request and, once it has decided, its answer: GET /v1/refunds/{refundId}. */
export const wrapperRefundAnswer = z.object({
  refundId: z.string().min(1, 'refundId is required'),
  reference: z.string(),
  status: z.enum(WRAPPER_REFUND_STATES, {
    error: `status must be one of ${WRAPPER_REFUND_STATES.join(', ')}`,
  }),
  /** What the airline grants, when APPROVED (at most the amount asked). */
  approvedAmount: money('approvedAmount').nullable(),
  currency: currencyCode,
  /** Why, when REJECTED. */
  reason: z.string().nullable(),
  submittedAt: instant('submittedAt'),
  answeredAt: instant('answeredAt').nullable(),
});
export type WrapperRefundAnswer = z.infer<typeof wrapperRefundAnswer>;
