import { z } from 'zod';
import { flightAirport, flightSearchRequest, flightSearchResult } from '../flight-search';
import { Permission } from '../permissions';
import { defineCall } from './define-call';

const flightSearch = { anyOf: [Permission.FLIGHT_SEARCH] } as const;

/** The flight search page (1006-1): every online wrapper asked at once. */
export const flightSearchCalls = {
  search: defineCall({
    method: 'POST',
    path: '/flight/search',
    access: flightSearch,
    encoding: 'json',
    input: flightSearchRequest,
    answer: flightSearchResult,
    summary:
      "Every online wrapper's itineraries, merged, cheapest first, and a warning per wrapper that gave none",
  }),
  airports: defineCall({
    method: 'GET',
    path: '/flight/airports',
    access: flightSearch,
    encoding: 'query',
    input: z.object({}),
    answer: z.array(flightAirport),
    summary: 'The airports the search form offers (any other IATA code may be typed)',
  }),
};
