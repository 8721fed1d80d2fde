import {
  Permission,
  disruptionAddBody,
  disruptionCompensationBody,
  disruptionIdQuery,
  disruptionPageQuery,
  disruptionTransitionBody,
} from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { parseInput } from '../../platform/validation';
import { createDisruptionsService } from './disruptions.service';

/** Flight disruptions (1001-3): a platform user sees those affecting their platform's orders. */
export async function disruptionsRoutes(app: FastifyInstance): Promise<void> {
  const disruptions = createDisruptionsService({ db: app.db, timeZone: app.config.timeZone });
  const access = { anyOf: [Permission.FLIGHT_DISRUPTIONS] };

  app.get('/flightDisruption/pageList', { config: { access } }, async (request) => {
    const { platformType } = requirePrincipal(request);
    return ok(await disruptions.page(platformType, parseInput(disruptionPageQuery, request.query)));
  });

  app.get('/flightDisruption/detail', { config: { access } }, async (request) => {
    const { platformType } = requirePrincipal(request);
    return ok(await disruptions.detail(platformType, parseInput(disruptionIdQuery, request.query).id));
  });

  app.post('/flightDisruption/add', { config: { access } }, async (request) => {
    const { platformType, user } = requirePrincipal(request);
    const body = parseInput(disruptionAddBody, request.body);
    return ok(await disruptions.add(platformType, body, user.name));
  });

  app.post('/flightDisruption/transition', { config: { access } }, async (request) => {
    const { platformType, user } = requirePrincipal(request);
    await disruptions.transition(platformType, parseInput(disruptionTransitionBody, request.body), user.name);
    return ok(null);
  });

  app.post('/flightDisruption/compensationCheck', { config: { access } }, async (request) => {
    const { platformType, user } = requirePrincipal(request);
    const body = parseInput(disruptionCompensationBody, request.body);
    await disruptions.compensationCheck(platformType, body, user.name);
    return ok(null);
  });
}
