import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refundCalls, type RefundStatus } from '@ota/contract';
import { callEnvelope } from '../../../lib/call-api';
import { refundKeys } from './keys';
import { HANDLED, outcomeOf, type CaseOutcome } from '../../../lib/case-outcome';

export interface RefundBatch {
  ids: readonly number[];
  status: RefundStatus;
  reason?: string;
}

/** refundCalls.batch (ids '1,2,3'): all or none; a refusal names each refund. */
export async function batchRefunds(batch: RefundBatch): Promise<CaseOutcome<{ moved: number }>> {
  const body = await callEnvelope(
    refundCalls.batch,
    { ids: batch.ids.join(','), status: batch.status, reason: batch.reason },
    HANDLED,
  );
  return outcomeOf(body);
}

export function useBatchRefunds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: batchRefunds,
    // All or none: a refused batch moved nothing, so the list stays as it is.
    onSuccess: (outcome) =>
      outcome.done ? queryClient.invalidateQueries({ queryKey: refundKeys.all }) : undefined,
  });
}
