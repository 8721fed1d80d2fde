import {
  Permission,
  rebookFlightsQuery,
  rebookNoBody,
  rebookOrderQuery,
  rebookPageQuery,
  rebookPayBody,
  rebookSelectBody,
} from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { parseInput } from '../../platform/validation';
import { createRebooksService } from './rebooks.service';
import { withWarningsIn, wrapperCallsOf } from '../suppliers';

/** Rebooks (1001-2): a platform user sees and moves only their platform's orders. */
export async function rebooksRoutes(app: FastifyInstance): Promise<void> {
  const rebooks = createRebooksService({
    db: app.db,
    timeZone: app.config.timeZone,
    wrapperCalls: wrapperCallsOf(app.config),
  });
  const access = { anyOf: [Permission.REBOOK_LIST] };
  const payBody = rebookPayBody();

  app.get('/orderRebook/pageList', { config: { access } }, async (request) => {
    const { platformType } = requirePrincipal(request);
    return ok(await rebooks.page(platformType, parseInput(rebookPageQuery, request.query)));
  });

  app.get('/orderRebook/detail', { config: { access } }, async (request) => {
    const { platformType } = requirePrincipal(request);
    return ok(await rebooks.detail(platformType, parseInput(rebookOrderQuery, request.query).orderNo));
  });

  app.get('/orderRebook/flights', { config: { access } }, async (request) => {
    const { platformType } = requirePrincipal(request);
    const found = await rebooks.flights(platformType, parseInput(rebookFlightsQuery, request.query));
    return ok(withWarningsIn(found, request.headers['accept-language']));
  });

  app.post('/orderRebook/select', { config: { access } }, async (request) => {
    const { platformType, user } = requirePrincipal(request);
    return ok(await rebooks.select(platformType, parseInput(rebookSelectBody, request.body), user.name));
  });

  app.post('/orderRebook/confirm', { config: { access } }, async (request) => {
    const { platformType, user } = requirePrincipal(request);
    return ok(
      await rebooks.confirm(platformType, parseInput(rebookNoBody, request.body).rebookNo, user.name),
    );
  });

  app.post('/orderRebook/pay', { config: { access } }, async (request) => {
    const { platformType, user } = requirePrincipal(request);
    return ok(await rebooks.pay(platformType, parseInput(payBody, request.body), user.name));
  });

  app.post('/orderRebook/cancel', { config: { access } }, async (request) => {
    const { platformType, user } = requirePrincipal(request);
    return ok(await rebooks.cancel(platformType, parseInput(rebookNoBody, request.body).rebookNo, user.name));
  });
}
