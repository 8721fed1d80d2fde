import { queryOptions, useQuery } from '@tanstack/react-query';
import { refundCalls, type RefundDetail } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { refundKeys } from './keys';

/** refundCalls.detail: the refund, its quote line by line and its history. */
export async function getRefundDetail(id: number): Promise<RefundDetail> {
  return callApi(refundCalls.detail, { id });
}

export function refundDetailQuery(id: number) {
  return queryOptions({ queryKey: refundKeys.detail(id), queryFn: () => getRefundDetail(id) });
}

export function useRefundDetail(id: number | null) {
  return useQuery({ ...refundDetailQuery(id ?? 0), enabled: id !== null });
}
