import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { thresholdKeys } from './keys';

/** GET /threshold/delete (params id). */
export async function deleteThreshold(id: number, successMessage?: string): Promise<void> {
  await apiClient.get<null>('/threshold/delete', { id }, { successMessage });
}

export function useDeleteThreshold(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteThreshold(id, successMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: thresholdKeys.all }),
  });
}
