import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleCalls } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { roleKeys } from './keys';

/** roleCalls.remove (form id); refused with a message while users hold the role. */
export async function delRole(id: number, successMessage?: string): Promise<void> {
  await callApi(roleCalls.remove, { id }, { successMessage });
}

export function useDelRole(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => delRole(id, successMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
