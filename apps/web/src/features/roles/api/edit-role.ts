import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleCalls, type RoleEditBody } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { roleKeys } from './keys';

/** roleCalls.edit (JSON {id, name, codes}); new codes sign the role's holders out. */
export async function editRole(role: RoleEditBody, successMessage?: string): Promise<void> {
  await callApi(roleCalls.edit, role, { successMessage });
}

export function useEditRole(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: RoleEditBody) => editRole(role, successMessage),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
