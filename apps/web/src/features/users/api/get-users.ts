import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { userCalls, type UserPage } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { userKeys, type UserListParams } from './keys';

/** userCalls.page (params); a failure shows no message (spec section 8) and empties the list. */
export function getUsers(params: UserListParams): Promise<UserPage> {
  return callApi(userCalls.page, params, { silent: true });
}

export function usersQuery(params: UserListParams) {
  return queryOptions({ queryKey: userKeys.list(params), queryFn: () => getUsers(params) });
}

export function useUsers(params: UserListParams) {
  return useQuery({ ...usersQuery(params), placeholderData: keepPreviousData });
}
