import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RefundDetail } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { refundKeys } from './keys';

/** GET /orderRefund/detail?id=: the refund, its quote line by line and its history. */
export async function getRefundDetail(id: number): Promise<RefundDetail> {
  return (await apiClient.get<RefundDetail>('/orderRefund/detail', { id })).data;
}

export function refundDetailQuery(id: number) {
  return queryOptions({ queryKey: refundKeys.detail(id), queryFn: () => getRefundDetail(id) });
}

export function useRefundDetail(id: number | null) {
  return useQuery({ ...refundDetailQuery(id ?? 0), enabled: id !== null });
}
