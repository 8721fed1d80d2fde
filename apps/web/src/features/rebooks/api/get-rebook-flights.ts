import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RebookFlightsResult } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { rebookKeys } from './keys';

/** GET /orderRebook/flights?orderNo=&departDate=: the online wrappers' offers, failing ones named. */
export async function getRebookFlights(orderNo: string, departDate: string): Promise<RebookFlightsResult> {
  const body = await apiClient.get<RebookFlightsResult | null>('/orderRebook/flights', {
    orderNo,
    departDate,
  });
  return body.data ?? { itineraries: [], warnings: [] };
}

export function useRebookFlights(orderNo: string, departDate: string | null) {
  return useQuery(
    queryOptions({
      queryKey: rebookKeys.flights(orderNo, departDate ?? ''),
      queryFn: () => getRebookFlights(orderNo, departDate ?? ''),
      enabled: departDate !== null,
      staleTime: 60_000,
    }),
  );
}
