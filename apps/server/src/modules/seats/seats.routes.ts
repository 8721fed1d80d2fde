import { seatCalls } from '@ota/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { routeCall, withMessage } from '../../platform/declared-call';
import { wrapperCallsOf } from '../suppliers';
import { createSeatsService } from './seats.service';

/**
 * Seats (1005-6; a seat may also be chosen from the order details, 1001-1): the calls are declared in
 * the contract (seatCalls, decision 0043).
 */
export async function seatsRoutes(app: FastifyInstance): Promise<void> {
  const seats = createSeatsService({
    db: app.db,
    timeZone: app.config.timeZone,
    wrapperCalls: wrapperCallsOf(app.config),
  });
  const scopeOf = (request: FastifyRequest) => requirePrincipal(request).platformType;
  const operatorOf = (request: FastifyRequest) => requirePrincipal(request).user.name;

  routeCall(app, seatCalls.selection, (query, request) => seats.selection(scopeOf(request), query));
  routeCall(app, seatCalls.insert, (body, request) =>
    seats.insert(scopeOf(request), body, operatorOf(request)),
  );
  routeCall(app, seatCalls.page, (query, request) => seats.page(scopeOf(request), query));
  routeCall(app, seatCalls.detail, (query, request) => seats.detail(scopeOf(request), query.id));
  // An airline's refusal is the message of the case moved to ISSUE_FAILED.
  routeCall(app, seatCalls.update, async (body, request) => {
    const { row, message } = await seats.update(scopeOf(request), body, operatorOf(request));
    return withMessage(row, message ?? 'Success');
  });
}
