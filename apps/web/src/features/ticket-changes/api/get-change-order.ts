import { useQuery } from '@tanstack/react-query';
import { ApiStatus, orderCallsOf, type OrderDetail, type OrderPathPrefix } from '@ota/contract';
import { callEnvelope } from '../../../lib/call-api';
import { ticketChangeKeys } from './keys';

/**
 * orderCallsOf[prefix].detail (1005-2 may read it, calls.md): the change's segments with their way
 * (outbound or back) and dates, which the flight search needs, and the passengers' names for the
 * ticket numbers. The change itself carries only their ids and a summary text.
 */
export async function getChangeOrder(prefix: OrderPathPrefix, orderNo: string): Promise<OrderDetail | null> {
  const body = await callEnvelope(
    orderCallsOf[prefix].detail,
    { orderNo },
    { handled: [ApiStatus.NO_CONTENT] },
  );
  return body.status === ApiStatus.OK ? (body.data?.[0] ?? null) : null;
}

export function useChangeOrder(prefix: OrderPathPrefix, orderNo: string | undefined) {
  return useQuery({
    queryKey: ticketChangeKeys.order(prefix, orderNo ?? ''),
    queryFn: () => getChangeOrder(prefix, orderNo ?? ''),
    enabled: Boolean(orderNo),
  });
}
