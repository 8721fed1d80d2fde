import { queryOptions, useQuery } from '@tanstack/react-query';
import { userCalls, type UserRow } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { userKeys } from './keys';

/** userCalls.details (form id): the user is the first item of pageData.list; failures are silent. */
export async function getUserDetails(id: number): Promise<UserRow | null> {
  const page = await callApi(userCalls.details, { id }, { silent: true });
  return page.pageData.list[0] ?? null;
}

export function userDetailsQuery(id: number) {
  return queryOptions({ queryKey: userKeys.details(id), queryFn: () => getUserDetails(id) });
}

export function useUserDetails(id: number | null) {
  return useQuery({ ...userDetailsQuery(id ?? 0), enabled: id !== null });
}
