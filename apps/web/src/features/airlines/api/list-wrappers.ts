import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { airlineCalls, type WrapperPage } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { airlineKeys, type WrapperListParams } from './keys';

/** airlineCalls.page (params): a page of wrappers, `list` and `totalRecords`. */
export function listWrappers(params: WrapperListParams): Promise<WrapperPage> {
  return callApi(airlineCalls.page, params);
}

export function wrapperListQuery(params: WrapperListParams) {
  return queryOptions({ queryKey: airlineKeys.list(params), queryFn: () => listWrappers(params) });
}

export function useWrapperList(params: WrapperListParams) {
  return useQuery({ ...wrapperListQuery(params), placeholderData: keepPreviousData });
}
