import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FlightAirport } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { flightSearchKeys } from './keys';

/** GET /flight/airports: suggestions for the route fields; any other IATA code may still be typed. */
export async function listAirports(): Promise<FlightAirport[]> {
  const body = await apiClient.get<FlightAirport[] | null>('/flight/airports', undefined, { silent: true });
  return body.data ?? [];
}

export function airportsQuery() {
  return queryOptions({ queryKey: flightSearchKeys.airports(), queryFn: listAirports, staleTime: Infinity });
}

export function useAirports() {
  return useQuery(airportsQuery());
}
