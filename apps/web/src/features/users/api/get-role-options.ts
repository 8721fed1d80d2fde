import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleRow } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { userKeys } from './keys';

/** POST /role/selectAllOrId: the roles the user form offers; "role find" fails silently (spec section 8). */
export async function getRoleOptions(): Promise<RoleRow[]> {
  const body = await apiClient.post<RoleRow[] | null>('/role/selectAllOrId', undefined, { silent: true });
  return Array.isArray(body.data) ? body.data : [];
}

export function roleOptionsQuery() {
  return queryOptions({ queryKey: userKeys.roleOptions(), queryFn: getRoleOptions });
}

export function useRoleOptions() {
  return useQuery(roleOptionsQuery());
}
