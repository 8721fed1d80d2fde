import { useQuery } from '@tanstack/react-query';
import { ApiStatus, type WrapperFareRulesAnswer } from '@ota/contract';
import { apiClient } from './api-client';

/** The order's fare rules as its airline states them, with the airline that answered. */
export interface AirlinePolicy extends WrapperFareRulesAnswer {
  orderNo: string;
  airline: string;
  answeredBy: string;
}

/** The rules, or the server's words for why there are none ('No online wrapper for airline XX'). */
export type AirlinePolicyAnswer = { found: true; policy: AirlinePolicy } | { found: false; message: string };

export const airlinePolicyKeys = {
  all: ['airlinePolicy'] as const,
  order: (orderNo: string) => [...airlinePolicyKeys.all, orderNo] as const,
};

/**
 * POST /airline/policy/details (form `orderNo`; 1005-1 or 1005-2): the refund and change rules of the
 * order's fares, asked of its airline. Refunds and ticket changes both show it beside their quote, so
 * it lives here rather than in either feature. A refusal (400: no wrapper for the airline, the airline
 * would not answer) is the panel's to show, not a toast.
 */
export async function getAirlinePolicy(orderNo: string): Promise<AirlinePolicyAnswer> {
  const body = await apiClient.post<AirlinePolicy>(
    '/airline/policy/details',
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
