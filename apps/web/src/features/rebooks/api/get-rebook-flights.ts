import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RebookFlightsResult } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { rebookKeys } from './keys';

/** The dates searched: the new departure, and for a round trip the new way back. */
export interface RebookSearchDates {
  departDate: string;
  returnDate?: string;
}

/**
 * GET /orderRebook/flights?orderNo=&departDate=[&returnDate=]: the online wrappers' offers (both ways
 * for a round trip, never the disrupted flight), failing wrappers named.
 */
export async function getRebookFlights(
  orderNo: string,
  dates: RebookSearchDates,
): Promise<RebookFlightsResult> {
  const body = await apiClient.get<RebookFlightsResult | null>('/orderRebook/flights', {
    orderNo,
    departDate: dates.departDate,
    ...(dates.returnDate === undefined ? {} : { returnDate: dates.returnDate }),
  });
  return body.data ?? { itineraries: [], warnings: [] };
}

export function useRebookFlights(orderNo: string, dates: RebookSearchDates | null) {
  return useQuery(
    queryOptions({
      queryKey: rebookKeys.flights(orderNo, dates?.departDate ?? '', dates?.returnDate ?? ''),
      queryFn: () => getRebookFlights(orderNo, dates ?? { departDate: '' }),
      enabled: dates !== null,
      staleTime: 60_000,
    }),
  );
}
