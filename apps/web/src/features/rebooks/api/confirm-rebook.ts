import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rebookCalls, type RebookStepResult } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { rebookKeys } from './keys';

/** rebookCalls.confirm: {rebookNo}. */
export function confirmRebook(rebookNo: string, successMessage: string): Promise<RebookStepResult> {
  return callApi(rebookCalls.confirm, { rebookNo }, { successMessage });
}

export function useConfirmRebook(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rebookNo: string) => confirmRebook(rebookNo, successMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rebookKeys.all }),
  });
}
