import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleRow } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { roleKeys } from './keys';

/** POST /role/selectAllOrId (no id: every role); "role find" fails silently (spec section 8). */
export async function getRoles(): Promise<RoleRow[]> {
  const body = await apiClient.post<RoleRow[] | null>('/role/selectAllOrId', undefined, { silent: true });
  return Array.isArray(body.data) ? body.data : [];
}

export function rolesQuery() {
  return queryOptions({ queryKey: roleKeys.list(), queryFn: getRoles });
}

export function useRoles() {
  return useQuery(rolesQuery());
}
