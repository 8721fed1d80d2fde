import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { refundCalls, type RefundPage } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { refundKeys, type RefundListParams } from './keys';

/** refundCalls.page: pageList and totalCount, newest first. */
export async function getRefunds(params: RefundListParams): Promise<RefundPage> {
  return callApi(refundCalls.page, params);
}

export function refundsQuery(params: RefundListParams) {
  return queryOptions({ queryKey: refundKeys.list(params), queryFn: () => getRefunds(params) });
}

export function useRefunds(params: RefundListParams) {
  return useQuery({ ...refundsQuery(params), placeholderData: keepPreviousData });
}
