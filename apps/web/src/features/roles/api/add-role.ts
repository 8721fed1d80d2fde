import { useMutation, useQueryClient } from '@tanstack/react-query';
import { roleCalls, type RoleAddBody } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { roleKeys } from './keys';

/** roleCalls.add (JSON {name, codes}): answers the new role's id. */
export function addRole(role: RoleAddBody, successMessage?: string): Promise<number> {
  return callApi(roleCalls.add, role, { successMessage });
}

export function useAddRole(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: RoleAddBody) => addRole(role, successMessage),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
