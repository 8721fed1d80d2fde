import { useQuery } from '@tanstack/react-query';
import { ApiStatus, orderPathPrefix, type OrderDetail, type OrderPassenger } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { passengerChangeKeys } from './keys';

/** An order's passengers, or why there are none to pick (the server's words for an unknown order). */
export type OrderPassengers =
  { found: true; passengers: OrderPassenger[] } | { found: false; message: string };

/**
 * GET {prefix}/order/detail?orderNo=: the first item of `data`. No such order answers 201, which the
 * add form shows on its order field rather than as a toast.
 */
export async function getOrderPassengers(prefix: string, orderNo: string): Promise<OrderPassengers> {
  const body = await apiClient.get<OrderDetail[] | null>(
    `${prefix}/order/detail`,
    { orderNo },
    { handled: [ApiStatus.NO_CONTENT] },
  );
  const order = body.status === ApiStatus.OK ? body.data?.[0] : undefined;
  return order
    ? { found: true, passengers: order.passengers }
    : { found: false, message: body.message || `Order ${orderNo} does not exist` };
}

/** The passengers of `orderNo` ('' reads nothing), under the signed-in user's platform prefix. */
export function useOrderPassengers(orderNo: string) {
  const prefix = orderPathPrefix(useSession().user?.platformType);
  return useQuery({
    queryKey: passengerChangeKeys.order(prefix, orderNo),
    queryFn: () => getOrderPassengers(prefix, orderNo),
    enabled: orderNo !== '',
  });
}
