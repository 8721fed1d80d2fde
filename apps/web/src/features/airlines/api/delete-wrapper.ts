import { useMutation, useQueryClient } from '@tanstack/react-query';
import { airlineCalls } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { airlineKeys } from './keys';

/** airlineCalls.remove (params id). */
export async function deleteWrapper(id: number, successMessage?: string): Promise<void> {
  await callApi(airlineCalls.remove, { id }, { successMessage });
}

export function useDeleteWrapper(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteWrapper(id, successMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: airlineKeys.lists() }),
  });
}
