import { Permission, flightSearchRequest } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope';
import { parseInput } from '../../platform/validation';
import { createFlightSearchService } from './flight-search.service';
import { withWarningsIn, wrapperCallsOf } from '../suppliers';

export async function flightSearchRoutes(app: FastifyInstance): Promise<void> {
  const flights = createFlightSearchService({
    db: app.db,
    timeZone: app.config.timeZone,
    wrapperCalls: wrapperCallsOf(app.config),
  });
  const access = { anyOf: [Permission.FLIGHT_SEARCH] };

  app.post('/flight/search', { config: { access } }, async (request) => {
    const found = await flights.search(parseInput(flightSearchRequest, request.body));
    return ok(withWarningsIn(found, request.headers['accept-language']));
  });

  app.get('/flight/airports', { config: { access } }, async () => {
    return ok(flights.airports());
  });
}
