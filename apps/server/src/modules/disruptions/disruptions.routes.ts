import { disruptionCalls } from '@ota/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { routeCall } from '../../platform/declared-call';
import { createDisruptionsService } from './disruptions.service';

/**
 * Flight disruptions (1001-3): a platform user sees those affecting their platform's orders. The calls
 * are declared in the contract (disruptionCalls, decision 0043).
 */
export async function disruptionsRoutes(app: FastifyInstance): Promise<void> {
  const disruptions = createDisruptionsService({ db: app.db, timeZone: app.config.timeZone });
  const scopeOf = (request: FastifyRequest) => requirePrincipal(request).platformType;
  const operatorOf = (request: FastifyRequest) => requirePrincipal(request).user.name;

  routeCall(app, disruptionCalls.page, (query, request) => disruptions.page(scopeOf(request), query));
  routeCall(app, disruptionCalls.detail, (query, request) => disruptions.detail(scopeOf(request), query.id));
  routeCall(app, disruptionCalls.add, (body, request) =>
    disruptions.add(scopeOf(request), body, operatorOf(request)),
  );
  routeCall(app, disruptionCalls.transition, async (body, request) => {
    await disruptions.transition(scopeOf(request), body, operatorOf(request));
    return null;
  });
  routeCall(app, disruptionCalls.compensationCheck, async (body, request) => {
    await disruptions.compensationCheck(scopeOf(request), body, operatorOf(request));
    return null;
  });
}
