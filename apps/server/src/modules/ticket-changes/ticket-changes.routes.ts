import { ticketChangeCalls } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { routeCall } from '../../platform/declared-call';
import { wrapperCallsOf } from '../suppliers';
import { createTicketChangesService } from './ticket-changes.service';

/**
 * Ticket changes (1005-2; a change may also be opened from the order details, 1001-1). The calls are
 * declared in the contract (ticketChangeCalls, decision 0043): paths, access, input, answer.
 */
export async function ticketChangesRoutes(app: FastifyInstance): Promise<void> {
  const changes = createTicketChangesService({
    db: app.db,
    timeZone: app.config.timeZone,
    wrapperCalls: wrapperCallsOf(app.config),
  });

  routeCall(app, ticketChangeCalls.add, (body, request) => {
    const { platformType, user } = requirePrincipal(request);
    return changes.add(platformType, body, user.name);
  });
  routeCall(app, ticketChangeCalls.page, (query, request) =>
    changes.page(requirePrincipal(request).platformType, query),
  );
  routeCall(app, ticketChangeCalls.detail, (query, request) =>
    changes.detail(requirePrincipal(request).platformType, query.id),
  );
  routeCall(app, ticketChangeCalls.flights, (query, request) =>
    changes.flights(requirePrincipal(request).platformType, query),
  );
  routeCall(app, ticketChangeCalls.update, (body, request) => {
    const { platformType, user } = requirePrincipal(request);
    return changes.update(platformType, body, user.name);
  });
  routeCall(app, ticketChangeCalls.orders, (body, request) =>
    changes.orders(requirePrincipal(request).platformType, body),
  );
}
