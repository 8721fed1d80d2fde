import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { refundKeys } from './keys';
import { HANDLED, outcomeOf, type CaseOutcome } from '../../../lib/case-outcome';

/** POST /refundChangeLog/insert (form {refundId, note}). */
export async function addRefundNote(refundId: number, note: string): Promise<CaseOutcome<null>> {
  return outcomeOf(await apiClient.post<null>('/refundChangeLog/insert', { refundId, note }, HANDLED));
}

export function useAddRefundNote(refundId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) => addRefundNote(refundId, note),
    onSuccess: (outcome) =>
      outcome.done ? queryClient.invalidateQueries({ queryKey: refundKeys.logs(refundId) }) : undefined,
  });
}
