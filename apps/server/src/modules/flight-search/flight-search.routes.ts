import { flightSearchCalls } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { routeCall } from '../../platform/declared-call';
import { createFlightSearchService } from './flight-search.service';
import { withWarningsIn, wrapperCallsOf } from '../suppliers';

/** The flight search page's calls, declared in the contract (flightSearchCalls). */
export async function flightSearchRoutes(app: FastifyInstance): Promise<void> {
  const flights = createFlightSearchService({
    db: app.db,
    timeZone: app.config.timeZone,
    wrapperCalls: wrapperCallsOf(app.config),
  });

  routeCall(app, flightSearchCalls.search, async (criteria, request) =>
    withWarningsIn(await flights.search(criteria), request.headers['accept-language']),
  );

  routeCall(app, flightSearchCalls.airports, async () => flights.airports());
}
