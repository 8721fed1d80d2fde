import { BAGGAGE_CASE, type BaggageStatus } from '@ota/contract';
import { operatorMoves } from '../../../lib/case-deadline';

export const STATUS_COLORS: Record<BaggageStatus, string> = {
  PRICED: 'default',
  PENDING_PAYMENT: 'warning',
  PAID: 'processing',
  ISSUED: 'success',
  ISSUE_FAILED: 'error',
  USED: 'default',
  REFUND_REQUESTED: 'processing',
  REFUNDED: 'default',
  REJECTED: 'error',
  CANCELLED: 'default',
};

/** The moves an operator is offered now (the contract's BAGGAGE_CASE). */
export function baggageMoves(status: BaggageStatus): BaggageStatus[] {
  return operatorMoves(BAGGAGE_CASE, status);
}

/** Moves that end the bag without it being flown: red buttons. */
export const DANGER: readonly BaggageStatus[] = ['ISSUE_FAILED', 'REJECTED', 'CANCELLED'];

/** The server asks a reason for these. */
export const ASKS_REASON: readonly BaggageStatus[] = ['ISSUE_FAILED', 'REJECTED'];

export const detailPath = (id: number) => `/html/baggage/baggageDetail?id=${id}`;
