import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userCalls } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { userKeys } from './keys';

/** userCalls.remove (JSON {id}). */
export async function delUser(id: number, successMessage?: string): Promise<void> {
  await callApi(userCalls.remove, { id }, { successMessage });
}

export function useDelUser(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => delUser(id, successMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
