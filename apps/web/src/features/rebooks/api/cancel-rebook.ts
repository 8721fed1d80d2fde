import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { rebookKeys } from './keys';
import type { StepResult } from './step-result';

/** POST /orderRebook/cancel (JSON {rebookNo}). */
export async function cancelRebook(rebookNo: string, successMessage: string): Promise<StepResult> {
  return (await apiClient.postJson<StepResult>('/orderRebook/cancel', { rebookNo }, { successMessage })).data;
}

export function useCancelRebook(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rebookNo: string) => cancelRebook(rebookNo, successMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rebookKeys.all }),
  });
}
