import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiStatus, orderCallsOf, type OrderPathPrefix, type OrderPaymentInfo } from '@ota/contract';
import { callEnvelope } from '../../../lib/call-api';
import { notify } from '../../../lib/notify';
import { orderKeys } from './keys';

/** orderCallsOf[prefix].payment: null (after the server's message) when there is no such order. */
export async function getOrderPayment(
  prefix: OrderPathPrefix,
  orderNo: string,
): Promise<OrderPaymentInfo | null> {
  const body = await callEnvelope(
    orderCallsOf[prefix].payment,
    { orderNo },
    { handled: [ApiStatus.NO_CONTENT], fallback: 'Fail' },
  );
  if (body.status !== ApiStatus.OK || !body.data) {
    notify.error(body.message || 'Fail');
    return null;
  }
  return body.data;
}

export function useOrderPayment(prefix: OrderPathPrefix, orderNo: string) {
  return useQuery(
    queryOptions({
      queryKey: [...orderKeys.detail(prefix, orderNo), 'payment'] as const,
      queryFn: () => getOrderPayment(prefix, orderNo),
      enabled: orderNo !== '',
    }),
  );
}
