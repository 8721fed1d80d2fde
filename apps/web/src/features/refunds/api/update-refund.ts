import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refundCalls, type RefundRow, type RefundStatus } from '@ota/contract';
import { callEnvelope } from '../../../lib/call-api';
import { refundKeys } from './keys';
import { HANDLED, outcomeOf, type CaseOutcome } from '../../../lib/case-outcome';

export interface RefundMove {
  id: number;
  /** The version the operator saw: a refund changed since is refused, and nothing is written. */
  version: number;
  status: RefundStatus;
  serviceCharge?: string;
  confirmedAmount?: string;
  reason?: string;
}

/** refundCalls.update: one refund to one status. */
export async function updateRefund(move: RefundMove): Promise<CaseOutcome<RefundRow>> {
  return outcomeOf(await callEnvelope(refundCalls.update, move, HANDLED));
}

export function useUpdateRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateRefund,
    // A refusal changed nothing: the page keeps what the operator saw (a stale one offers Reload).
    onSuccess: (outcome) =>
      outcome.done ? queryClient.invalidateQueries({ queryKey: refundKeys.all }) : undefined,
  });
}
