import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { airlineKeys } from './keys';

/** POST /wrapper/del (params id). */
export async function deleteWrapper(id: number, successMessage?: string): Promise<void> {
  await apiClient.post<null>('/wrapper/del', undefined, { params: { id }, successMessage });
}

export function useDeleteWrapper(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteWrapper(id, successMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: airlineKeys.lists() }),
  });
}
