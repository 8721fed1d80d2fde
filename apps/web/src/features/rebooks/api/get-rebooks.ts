import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { rebookCalls, type RebookPage } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { rebookKeys, type RebookListParams } from './keys';

/** rebookCalls.page: pageList and totalCount. */
export function getRebooks(params: RebookListParams): Promise<RebookPage> {
  return callApi(rebookCalls.page, params);
}

export function rebooksQuery(params: RebookListParams) {
  return queryOptions({ queryKey: rebookKeys.list(params), queryFn: () => getRebooks(params) });
}

export function useRebooks(params: RebookListParams) {
  return useQuery({ ...rebooksQuery(params), placeholderData: keepPreviousData });
}
