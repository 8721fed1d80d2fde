import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserPage, UserRow } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { userKeys } from './keys';

/** POST /user/details (form id): the user is the first item of pageData.list; failures are silent. */
export async function getUserDetails(id: number): Promise<UserRow | null> {
  const body = await apiClient.post<UserPage | null>('/user/details', { id }, { silent: true });
  return body.data?.pageData.list[0] ?? null;
}

export function userDetailsQuery(id: number) {
  return queryOptions({ queryKey: userKeys.details(id), queryFn: () => getUserDetails(id) });
}

export function useUserDetails(id: number | null) {
  return useQuery({ ...userDetailsQuery(id ?? 0), enabled: id !== null });
}
