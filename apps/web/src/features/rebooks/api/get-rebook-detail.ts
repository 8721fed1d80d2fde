import { queryOptions, useQuery } from '@tanstack/react-query';
import { rebookCalls, type RebookDetail } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { rebookKeys } from './keys';

/** rebookCalls.detail: the order and its rebook case, if any. */
export function getRebookDetail(orderNo: string): Promise<RebookDetail> {
  return callApi(rebookCalls.detail, { orderNo });
}

export function rebookDetailQuery(orderNo: string) {
  return queryOptions({
    queryKey: rebookKeys.detail(orderNo),
    queryFn: () => getRebookDetail(orderNo),
    enabled: orderNo !== '',
  });
}

export function useRebookDetail(orderNo: string) {
  return useQuery(rebookDetailQuery(orderNo));
}
