import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiStatus, orderCallsOf, type OrderPathPrefix } from '@ota/contract';
import { callEnvelope } from '../../../lib/call-api';
import { notify } from '../../../lib/notify';
import { EMPTY_DETAIL, toDetailView, type DetailView } from '../lib/detail-view';
import { orderKeys } from './keys';

export interface DetailAnswer {
  detail: DetailView;
  /** False when the server answered 201 (no such order): the page shows the placeholder. */
  found: boolean;
}

/**
 * orderCallsOf[prefix].detail: the first item of `data`. Status 201 shows its message as an error
 * ('Fail' without one) and answers the empty placeholder (spec sections 4 and 8).
 */
export async function getOrderDetail(prefix: OrderPathPrefix, orderNo: string): Promise<DetailAnswer> {
  const body = await callEnvelope(
    orderCallsOf[prefix].detail,
    { orderNo },
    { handled: [ApiStatus.NO_CONTENT], fallback: 'Fail' },
  );
  const first = body.status === ApiStatus.OK ? body.data?.[0] : undefined;
  if (!first) {
    notify.error(body.message || 'Fail');
    return { detail: EMPTY_DETAIL, found: false };
  }
  return { detail: toDetailView(first), found: true };
}

export function orderDetailQuery(prefix: OrderPathPrefix, orderNo: string) {
  return queryOptions({
    queryKey: orderKeys.detail(prefix, orderNo),
    queryFn: () => getOrderDetail(prefix, orderNo),
  });
}

export function useOrderDetail(prefix: OrderPathPrefix, orderNo: string) {
  return useQuery({ ...orderDetailQuery(prefix, orderNo), enabled: orderNo !== '' });
}
