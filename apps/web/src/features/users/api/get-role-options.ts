import { queryOptions, useQuery } from '@tanstack/react-query';
import { roleCalls, type RoleRow } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { userKeys } from './keys';

/** roleCalls.list: the roles the user form offers; "role find" fails silently (spec section 8). */
export function getRoleOptions(): Promise<RoleRow[]> {
  return callApi(roleCalls.list, {}, { silent: true });
}

export function roleOptionsQuery() {
  return queryOptions({ queryKey: userKeys.roleOptions(), queryFn: getRoleOptions });
}

export function useRoleOptions() {
  return useQuery(roleOptionsQuery());
}
