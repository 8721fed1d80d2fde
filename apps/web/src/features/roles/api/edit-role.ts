import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleEditBody } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { roleKeys } from './keys';

/** POST /role/editRole (JSON {id, name, codes}); new codes sign the role's holders out. */
export async function editRole(role: RoleEditBody, successMessage?: string): Promise<void> {
  await apiClient.postJson<null>('/role/editRole', role, { successMessage });
}

export function useEditRole(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: RoleEditBody) => editRole(role, successMessage),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
