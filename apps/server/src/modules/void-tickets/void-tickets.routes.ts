import { voidTicketCalls } from '@ota/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { routeCall } from '../../platform/declared-call';
import { wrapperCallsOf } from '../suppliers';
import { createVoidTicketsService } from './void-tickets.service';

/** Void tickets (1005-5): the calls are declared in the contract (voidTicketCalls, decision 0043). */
export async function voidTicketsRoutes(app: FastifyInstance): Promise<void> {
  const voids = createVoidTicketsService({
    db: app.db,
    timeZone: app.config.timeZone,
    voidWindowHours: app.config.voidWindowHours,
    wrapperCalls: wrapperCallsOf(app.config),
  });
  const scopeOf = (request: FastifyRequest) => requirePrincipal(request).platformType;
  const operatorOf = (request: FastifyRequest) => requirePrincipal(request).user.name;

  routeCall(app, voidTicketCalls.add, (body, request) =>
    voids.add(scopeOf(request), body, operatorOf(request)),
  );
  routeCall(app, voidTicketCalls.update, (body, request) =>
    voids.update(scopeOf(request), body, operatorOf(request)),
  );
  routeCall(app, voidTicketCalls.page, (query, request) => voids.page(scopeOf(request), query));
  routeCall(app, voidTicketCalls.detail, (query, request) => voids.detail(scopeOf(request), query.id));
  routeCall(app, voidTicketCalls.tickets, (query, request) => voids.tickets(scopeOf(request), query.orderNo));
}
