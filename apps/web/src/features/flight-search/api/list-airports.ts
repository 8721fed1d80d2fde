import { queryOptions, useQuery } from '@tanstack/react-query';
import { flightSearchCalls, type FlightAirport } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { flightSearchKeys } from './keys';

/** flightSearchCalls.airports: suggestions for the route fields; any other IATA code may still be typed. */
export async function listAirports(): Promise<FlightAirport[]> {
  // An answer without data offers no suggestions, as the form has always done.
  return (await callApi(flightSearchCalls.airports, {}, { silent: true })) ?? [];
}

export function airportsQuery() {
  return queryOptions({ queryKey: flightSearchKeys.airports(), queryFn: listAirports, staleTime: Infinity });
}

export function useAirports() {
  return useQuery(airportsQuery());
}
