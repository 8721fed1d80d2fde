import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { userKeys } from './keys';

/** POST /user/del (JSON {id}). */
export async function delUser(id: number, successMessage?: string): Promise<void> {
  await apiClient.postJson<null>('/user/del', { id }, { successMessage });
}

export function useDelUser(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => delUser(id, successMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.lists() }),
  });
}
