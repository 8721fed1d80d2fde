import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiStatus, type OrderPaymentInfo } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { orderKeys } from './keys';

/** GET {prefix}/order/payment: null (after the server's message) when there is no such order. */
export async function getOrderPayment(prefix: string, orderNo: string): Promise<OrderPaymentInfo | null> {
  const body = await apiClient.get<OrderPaymentInfo | null>(
    `${prefix}/order/payment`,
    { orderNo },
    {
      handled: [ApiStatus.NO_CONTENT],
      fallback: 'Fail',
    },
  );
  if (body.status !== ApiStatus.OK || !body.data) {
    notify.error(body.message || 'Fail');
    return null;
  }
  return body.data;
}

export function useOrderPayment(prefix: string, orderNo: string) {
  return useQuery(
    queryOptions({
      queryKey: [...orderKeys.detail(prefix, orderNo), 'payment'] as const,
      queryFn: () => getOrderPayment(prefix, orderNo),
      enabled: orderNo !== '',
    }),
  );
}
