import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { rebookKeys } from './keys';
import type { StepResult } from './step-result';

/** POST /orderRebook/confirm (JSON {rebookNo}). */
export async function confirmRebook(rebookNo: string, successMessage: string): Promise<StepResult> {
  return (await apiClient.postJson<StepResult>('/orderRebook/confirm', { rebookNo }, { successMessage }))
    .data;
}

export function useConfirmRebook(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rebookNo: string) => confirmRebook(rebookNo, successMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rebookKeys.all }),
  });
}
