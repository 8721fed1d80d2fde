import {
  sortItineraries,
  type FlightAirport,
  type FlightSearchCriteria,
  type FlightSearchResult,
} from '@ota/contract';
import { AIRPORTS } from '../../platform/airports';
import type { Database } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { formatDateTime } from '../../platform/time';
import { onlineWrappers } from '../airlines';
import { searchAllWrappers, type WrapperCalls } from '../suppliers';

export interface FlightSearchDeps {
  db: Database;
  timeZone: string;
  /** Per wrapper (config WRAPPER_TIMEOUT_MS): the whole search takes about as long as the slowest one. */
  wrapperCalls: WrapperCalls;
  now?: () => Date;
}

const AIRPORT_LIST: FlightAirport[] = [...AIRPORTS.values()]
  .map(({ code, name, city, country }) => ({
    code,
    name,
    city,
    country,
  }))
  .sort((a, b) => a.code.localeCompare(b.code));

export function createFlightSearchService(deps: FlightSearchDeps) {
  const now = deps.now ?? (() => new Date());

  return {
    /** Asks every online wrapper at once; the ones that fail are named in warnings. Cheapest first. */
    async search(criteria: FlightSearchCriteria): Promise<FlightSearchResult> {
      const today = formatDateTime(now(), deps.timeZone).slice(0, 10);
      if (criteria.departDate < today) throw new BadRequestError('departDate must not be in the past');
      const wrappers = await onlineWrappers(deps.db);
      const merged = await searchAllWrappers(
        wrappers,
        {
          origin: criteria.origin,
          destination: criteria.destination,
          departDate: criteria.departDate,
          returnDate: criteria.tripType === 'roundTrip' ? criteria.returnDate : undefined,
          passengers: { adults: criteria.adults, children: criteria.children, infants: criteria.infants },
          cabin: criteria.cabin,
        },
        deps.wrapperCalls,
      );
      return {
        itineraries: sortItineraries(merged.itineraries, 'price'),
        warnings: merged.warnings,
        wrappers: wrappers.map((wrapper) => wrapper.name),
      };
    },

    airports(): FlightAirport[] {
      return AIRPORT_LIST;
    },
  };
}
