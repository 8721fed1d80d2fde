import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rebookCalls, type RebookStepResult } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { rebookKeys } from './keys';

/** rebookCalls.cancel: {rebookNo}. */
export function cancelRebook(rebookNo: string, successMessage: string): Promise<RebookStepResult> {
  return callApi(rebookCalls.cancel, { rebookNo }, { successMessage });
}

export function useCancelRebook(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rebookNo: string) => cancelRebook(rebookNo, successMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rebookKeys.all }),
  });
}
