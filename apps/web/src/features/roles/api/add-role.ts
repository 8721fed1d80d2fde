import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RoleAddBody } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { roleKeys } from './keys';

/** POST /role/addRole (JSON {name, codes}): answers the new role's id. */
export async function addRole(role: RoleAddBody, successMessage?: string): Promise<number> {
  const body = await apiClient.postJson<number>('/role/addRole', role, { successMessage });
  return body.data;
}

export function useAddRole(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: RoleAddBody) => addRole(role, successMessage),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
