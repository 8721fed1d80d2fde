import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RebookPage } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { rebookKeys, type RebookListParams } from './keys';

const EMPTY: RebookPage = { pageList: [], totalCount: 0 };

/** GET /orderRebook/pageList (params): pageList and totalCount. */
export async function getRebooks(params: RebookListParams): Promise<RebookPage> {
  const body = await apiClient.get<RebookPage | null>('/orderRebook/pageList', params);
  return body.data ?? EMPTY;
}

export function rebooksQuery(params: RebookListParams) {
  return queryOptions({ queryKey: rebookKeys.list(params), queryFn: () => getRebooks(params) });
}

export function useRebooks(params: RebookListParams) {
  return useQuery({ ...rebooksQuery(params), placeholderData: keepPreviousData });
}
