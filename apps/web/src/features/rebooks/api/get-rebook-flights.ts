import { queryOptions, useQuery } from '@tanstack/react-query';
import { rebookCalls, type RebookFlightsResult } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { rebookKeys } from './keys';

/** The dates searched: the new departure, and for a round trip the new way back. */
export interface RebookSearchDates {
  departDate: string;
  returnDate?: string;
}

/**
 * rebookCalls.flights {orderNo, departDate, returnDate?}: the online wrappers' offers (both ways
 * for a round trip, never the disrupted flight), failing wrappers named.
 */
export function getRebookFlights(orderNo: string, dates: RebookSearchDates): Promise<RebookFlightsResult> {
  return callApi(rebookCalls.flights, {
    orderNo,
    departDate: dates.departDate,
    ...(dates.returnDate === undefined ? {} : { returnDate: dates.returnDate }),
  });
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
