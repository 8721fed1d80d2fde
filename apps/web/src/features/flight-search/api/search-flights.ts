import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { flightSearchCalls, type FlightSearchRequest, type FlightSearchResult } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { flightSearchKeys } from './keys';

const EMPTY: FlightSearchResult = { itineraries: [], warnings: [], wrappers: [] };

/** flightSearchCalls.search (JSON): every online wrapper's itineraries, and a warning per failing one. */
export async function searchFlights(request: FlightSearchRequest): Promise<FlightSearchResult> {
  // An answer without data shows no flights, as the page has always done.
  return (await callApi(flightSearchCalls.search, request)) ?? EMPTY;
}

export function flightSearchQuery(request: FlightSearchRequest) {
  // Fares and seats change: a search is never served from an earlier answer.
  return queryOptions({
    queryKey: flightSearchKeys.search(request),
    queryFn: () => searchFlights(request),
    staleTime: 0,
    gcTime: 0,
  });
}

/** Runs once a request is given; null shows the form alone. */
export function useFlightSearch(request: FlightSearchRequest | null) {
  return useQuery({
    queryKey: request ? flightSearchKeys.search(request) : flightSearchKeys.idle(),
    queryFn: request ? () => searchFlights(request) : skipToken,
    staleTime: 0,
    gcTime: 0,
  });
}
