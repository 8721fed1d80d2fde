import { rebookCalls } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { routeCall } from '../../platform/declared-call';
import { createRebooksService } from './rebooks.service';
import { withWarningsIn, wrapperCallsOf } from '../suppliers';

/**
 * Rebooks (1001-2): a platform user sees and moves only their platform's orders. The calls are
 * declared in the contract (rebookCalls, decision 0043): paths, access, input, answer.
 */
export async function rebooksRoutes(app: FastifyInstance): Promise<void> {
  const rebooks = createRebooksService({
    db: app.db,
    timeZone: app.config.timeZone,
    wrapperCalls: wrapperCallsOf(app.config),
  });

  routeCall(app, rebookCalls.page, (query, request) =>
    rebooks.page(requirePrincipal(request).platformType, query),
  );
  routeCall(app, rebookCalls.detail, (query, request) =>
    rebooks.detail(requirePrincipal(request).platformType, query.orderNo),
  );
  routeCall(app, rebookCalls.flights, async (query, request) => {
    const found = await rebooks.flights(requirePrincipal(request).platformType, query);
    return withWarningsIn(found, request.headers['accept-language']);
  });
  routeCall(app, rebookCalls.select, (body, request) => {
    const { platformType, user } = requirePrincipal(request);
    return rebooks.select(platformType, body, user.name);
  });
  routeCall(app, rebookCalls.confirm, (body, request) => {
    const { platformType, user } = requirePrincipal(request);
    return rebooks.confirm(platformType, body.rebookNo, user.name);
  });
  routeCall(app, rebookCalls.pay, (body, request) => {
    const { platformType, user } = requirePrincipal(request);
    return rebooks.pay(platformType, body, user.name);
  });
  routeCall(app, rebookCalls.cancel, (body, request) => {
    const { platformType, user } = requirePrincipal(request);
    return rebooks.cancel(platformType, body.rebookNo, user.name);
  });
}
