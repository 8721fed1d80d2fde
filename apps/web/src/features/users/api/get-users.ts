import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UserPage } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { userKeys, type UserListParams } from './keys';

const EMPTY: UserPage = { pageData: { list: [], total: 0 } };

/** GET /user/page/list (params); a failure shows no message (spec section 8) and empties the list. */
export async function getUsers(params: UserListParams): Promise<UserPage> {
  const body = await apiClient.get<UserPage | null>('/user/page/list', params, { silent: true });
  return body.data ?? EMPTY;
}

export function usersQuery(params: UserListParams) {
  return queryOptions({ queryKey: userKeys.list(params), queryFn: () => getUsers(params) });
}

export function useUsers(params: UserListParams) {
  return useQuery({ ...usersQuery(params), placeholderData: keepPreviousData });
}
