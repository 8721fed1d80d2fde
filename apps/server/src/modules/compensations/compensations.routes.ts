import { compensationCalls } from '@ota/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { routeCall } from '../../platform/declared-call';
import { createCompensationsService } from './compensations.service';

/** Order compensation (1005-7): the calls are declared in the contract (compensationCalls, decision 0043). */
export async function compensationsRoutes(app: FastifyInstance): Promise<void> {
  const compensations = createCompensationsService({ db: app.db, timeZone: app.config.timeZone });
  const scopeOf = (request: FastifyRequest) => requirePrincipal(request).platformType;
  const operatorOf = (request: FastifyRequest) => requirePrincipal(request).user.name;

  routeCall(app, compensationCalls.page, (body, request) => compensations.page(scopeOf(request), body));
  routeCall(app, compensationCalls.detail, (body, request) =>
    compensations.detail(scopeOf(request), body.id),
  );
  routeCall(app, compensationCalls.add, (body, request) =>
    compensations.add(scopeOf(request), body, operatorOf(request)),
  );
  routeCall(app, compensationCalls.cancel, (body, request) =>
    compensations.cancel(scopeOf(request), body, operatorOf(request)),
  );
  routeCall(app, compensationCalls.edit, (body, request) =>
    compensations.edit(scopeOf(request), body, operatorOf(request)),
  );
  routeCall(app, compensationCalls.innerUpdate, (body, request) =>
    compensations.innerUpdate(scopeOf(request), body, operatorOf(request)),
  );
}
