import { BAGGAGE_ADDED_MESSAGE, baggageCalls } from '@ota/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { routeCall, withMessage } from '../../platform/declared-call';
import { wrapperCallsOf } from '../suppliers';
import { createBaggageService } from './baggage.service';

/** Paid bags (1005-3): the calls are declared in the contract (baggageCalls, decision 0043). */
export async function baggageRoutes(app: FastifyInstance): Promise<void> {
  const bags = createBaggageService({
    db: app.db,
    timeZone: app.config.timeZone,
    wrapperCalls: wrapperCallsOf(app.config),
  });
  const scopeOf = (request: FastifyRequest) => requirePrincipal(request).platformType;
  const operatorOf = (request: FastifyRequest) => requirePrincipal(request).user.name;

  routeCall(app, baggageCalls.offers, async (query, request) => ({
    pageList: await bags.offers(scopeOf(request), query),
  }));
  routeCall(app, baggageCalls.add, async (body, request) =>
    withMessage(await bags.add(scopeOf(request), body, operatorOf(request)), BAGGAGE_ADDED_MESSAGE),
  );
  routeCall(app, baggageCalls.passenger, (body, request) => bags.passenger(scopeOf(request), body));
  routeCall(app, baggageCalls.page, (query, request) => bags.page(scopeOf(request), query));
  routeCall(app, baggageCalls.detail, (query, request) => bags.detail(scopeOf(request), query.id));
  routeCall(app, baggageCalls.editState, (body, request) =>
    bags.editState(scopeOf(request), body, operatorOf(request)),
  );
}
