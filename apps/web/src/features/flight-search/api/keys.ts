import type { FlightSearchRequest } from '@ota/contract';

export const flightSearchKeys = {
  all: ['flightSearch'] as const,
  airports: () => [...flightSearchKeys.all, 'airports'] as const,
  idle: () => [...flightSearchKeys.all, 'search', null] as const,
  search: (request: FlightSearchRequest) => [...flightSearchKeys.all, 'search', request] as const,
};
