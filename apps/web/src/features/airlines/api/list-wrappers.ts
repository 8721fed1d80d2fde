import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { WrapperPage } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { airlineKeys, type WrapperListParams } from './keys';

const EMPTY: WrapperPage = { list: [], totalRecords: 0 };

/** POST /wrapper/selectAllOrId (form): a page of wrappers, `list` and `totalRecords`. */
export async function listWrappers(params: WrapperListParams): Promise<WrapperPage> {
  const body = await apiClient.post<WrapperPage | null>('/wrapper/selectAllOrId', params);
  return body.data ?? EMPTY;
}

export function wrapperListQuery(params: WrapperListParams) {
  return queryOptions({ queryKey: airlineKeys.list(params), queryFn: () => listWrappers(params) });
}

export function useWrapperList(params: WrapperListParams) {
  return useQuery({ ...wrapperListQuery(params), placeholderData: keepPreviousData });
}
