import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleCalls, type RoleRow } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { roleKeys } from './keys';

/** roleCalls.list (no id: every role); "role find" fails silently (spec section 8). */
export function getRoles(): Promise<RoleRow[]> {
  return callApi(roleCalls.list, {}, { silent: true });
}

export function rolesQuery() {
  return queryOptions({ queryKey: roleKeys.list(), queryFn: getRoles });
}

export function useRoles() {
  return useQuery(rolesQuery());
}
