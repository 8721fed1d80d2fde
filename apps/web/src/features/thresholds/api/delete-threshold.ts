import { useMutation, useQueryClient } from '@tanstack/react-query';
import { thresholdCalls } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { thresholdKeys } from './keys';

/** thresholdCalls.remove: {id}. */
export async function deleteThreshold(id: number, successMessage?: string): Promise<void> {
  await callApi(thresholdCalls.remove, { id }, { successMessage });
}

export function useDeleteThreshold(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteThreshold(id, successMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: thresholdKeys.all }),
  });
}
