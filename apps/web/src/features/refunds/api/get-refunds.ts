import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RefundPage } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { refundKeys, type RefundListParams } from './keys';

const EMPTY: RefundPage = { pageList: [], totalCount: 0 };

/** GET /orderRefund/pageList (params): pageList and totalCount, newest first. */
export async function getRefunds(params: RefundListParams): Promise<RefundPage> {
  const body = await apiClient.get<RefundPage | null>('/orderRefund/pageList', params);
  return body.data ?? EMPTY;
}

export function refundsQuery(params: RefundListParams) {
  return queryOptions({ queryKey: refundKeys.list(params), queryFn: () => getRefunds(params) });
}

export function useRefunds(params: RefundListParams) {
  return useQuery({ ...refundsQuery(params), placeholderData: keepPreviousData });
}
