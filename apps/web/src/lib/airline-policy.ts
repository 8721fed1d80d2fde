import { useQuery } from '@tanstack/react-query';
import { ApiStatus, airlinePolicyCalls, type AirlinePolicy } from '@ota/contract';
import { callEnvelope } from './call-api';

export type { AirlinePolicy };

/** The rules, or the server's words for why there are none ('No online wrapper for airline XX'). */
export type AirlinePolicyAnswer = { found: true; policy: AirlinePolicy } | { found: false; message: string };

export const airlinePolicyKeys = {
  all: ['airlinePolicy'] as const,
  order: (orderNo: string) => [...airlinePolicyKeys.all, orderNo] as const,
};

/**
 * airlinePolicyCalls.details (form `orderNo`; 1005-1 or 1005-2): the refund and change rules of the
 * order's fares, asked of its airline. Refunds and ticket changes both show it beside their quote, so
 * it lives here rather than in either feature. A refusal (400: no wrapper for the airline, the airline
 * would not answer) is the panel's to show, not a toast.
 */
export async function getAirlinePolicy(orderNo: string): Promise<AirlinePolicyAnswer> {
  const body = await callEnvelope(
    airlinePolicyCalls.details,
    { orderNo },
    { handled: [ApiStatus.BAD_REQUEST] },
  );
  return body.status === ApiStatus.OK
    ? { found: true, policy: body.data }
    : { found: false, message: body.message };
}

/** Asked only once the operator opens the panel; an airline's rules change rarely, so kept a while. */
export function useAirlinePolicy(orderNo: string, enabled: boolean) {
  return useQuery({
    queryKey: airlinePolicyKeys.order(orderNo),
    queryFn: () => getAirlinePolicy(orderNo),
    enabled: enabled && orderNo !== '',
    staleTime: 5 * 60_000,
  });
}
