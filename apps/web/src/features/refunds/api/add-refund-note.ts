import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refundCalls } from '@ota/contract';
import { callEnvelope } from '../../../lib/call-api';
import { refundKeys } from './keys';
import { HANDLED, outcomeOf, type CaseOutcome } from '../../../lib/case-outcome';

/** refundCalls.addNote: {refundId, note}. */
export async function addRefundNote(refundId: number, note: string): Promise<CaseOutcome<null>> {
  return outcomeOf(await callEnvelope(refundCalls.addNote, { refundId, note }, HANDLED));
}

export function useAddRefundNote(refundId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => addRefundNote(refundId, note),
    onSuccess: (outcome) =>
      outcome.done ? queryClient.invalidateQueries({ queryKey: refundKeys.logs(refundId) }) : undefined,
  });
}
