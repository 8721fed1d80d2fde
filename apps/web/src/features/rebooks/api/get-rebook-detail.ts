import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RebookDetail } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { rebookKeys } from './keys';

/** GET /orderRebook/detail?orderNo=: the order and its rebook case, if any. */
export async function getRebookDetail(orderNo: string): Promise<RebookDetail | null> {
  const body = await apiClient.get<RebookDetail | null>('/orderRebook/detail', { orderNo });
  return body.data;
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
