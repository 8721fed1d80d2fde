import {
  BAGGAGE_ADDED_MESSAGE,
  Permission,
  baggageAddInput,
  baggageEditInput,
  baggageOffersQuery,
  baggagePageQuery,
  passengerBaggageQuery,
  wholeNumber,
} from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requirePrincipal } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { parseInput } from '../../platform/validation';
import { wrapperCallsOf } from '../suppliers';
import { createBaggageService } from './baggage.service';

const idQuery = z.object({ id: wholeNumber('id') });

/**
 * Paid bags (1005-3). The add also takes 1001-1 (calls.md); the airline's offers it needs
 * (`getBaggageInfo`) are 1005-3 only, as calls.md says: the console opens the add form on the baggage
 * list alone, which the order details link to for holders of 1005-3.
 */
export async function baggageRoutes(app: FastifyInstance): Promise<void> {
  const bags = createBaggageService({
    db: app.db,
    timeZone: app.config.timeZone,
    wrapperCalls: wrapperCallsOf(app.config),
  });
  const access = { anyOf: [Permission.BAGGAGE] };
  const opening = { anyOf: [Permission.BAGGAGE, Permission.ORDER_LIST] };

  app.get('/baggage/getBaggageInfo', { config: { access } }, async (request) => {
    const { platformType } = requirePrincipal(request);
    return ok({ pageList: await bags.offers(platformType, parseInput(baggageOffersQuery, request.query)) });
  });

  app.post('/twoBaggageInfo/add', { config: { access: opening } }, async (request) => {
    const { platformType, user } = requirePrincipal(request);
    const added = await bags.add(platformType, parseInput(baggageAddInput, request.body), user.name);
    return ok(added, BAGGAGE_ADDED_MESSAGE);
  });

  app.post('/twoBaggageInfo/getPassengerBaggageInfo', { config: { access } }, async (request) => {
    const { platformType } = requirePrincipal(request);
    return ok(await bags.passenger(platformType, parseInput(passengerBaggageQuery, request.body)));
  });

  app.get('/twoBaggageInfo/getTwoBaggageInfo', { config: { access } }, async (request) => {
    const { platformType } = requirePrincipal(request);
    return ok(await bags.page(platformType, parseInput(baggagePageQuery, request.query)));
  });

  app.get('/twoBaggageInfo/detail', { config: { access } }, async (request) => {
    const { platformType } = requirePrincipal(request);
    return ok(await bags.detail(platformType, parseInput(idQuery, request.query).id));
  });

  app.post('/twoBaggageInfo/editState', { config: { access } }, async (request) => {
    const { platformType, user } = requirePrincipal(request);
    return ok(await bags.editState(platformType, parseInput(baggageEditInput, request.body), user.name));
  });
}
