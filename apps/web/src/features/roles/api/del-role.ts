import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { roleKeys } from './keys';

/** POST /role/delRole (form id); refused with a message while users hold the role. */
export async function delRole(id: number, successMessage?: string): Promise<void> {
  await apiClient.post<null>('/role/delRole', { id }, { successMessage });
}

export function useDelRole(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => delRole(id, successMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
