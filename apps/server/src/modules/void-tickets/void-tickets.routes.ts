import {
  Permission,
  voidTicketAddInput,
  voidTicketPageQuery,
  voidTicketTicketsQuery,
  voidTicketUpdateInput,
  wholeNumber,
} from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requirePrincipal } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { parseInput } from '../../platform/validation';
import { wrapperCallsOf } from '../suppliers';
import { createVoidTicketsService } from './void-tickets.service';

const idQuery = z.object({ id: wholeNumber('id') });

/** Void tickets (1005-5). */
export async function voidTicketsRoutes(app: FastifyInstance): Promise<void> {
  const voids = createVoidTicketsService({
    db: app.db,
    timeZone: app.config.timeZone,
    voidWindowHours: app.config.voidWindowHours,
    wrapperCalls: wrapperCallsOf(app.config),
  });
  const access = { anyOf: [Permission.VOID_TICKETS] };

  app.post('/invalidatedTicket/insert', { config: { access } }, async (request) => {
    const { platformType, user } = requirePrincipal(request);
    return ok(await voids.add(platformType, parseInput(voidTicketAddInput, request.body), user.name));
  });

  app.post('/invalidatedTicket/update', { config: { access } }, async (request) => {
    const { platformType, user } = requirePrincipal(request);
    return ok(await voids.update(platformType, parseInput(voidTicketUpdateInput, request.body), user.name));
  });

  app.get('/invalidatedTicket/pageList', { config: { access } }, async (request) => {
    const { platformType } = requirePrincipal(request);
    return ok(await voids.page(platformType, parseInput(voidTicketPageQuery, request.query)));
  });

  app.get('/invalidatedTicket/detail', { config: { access } }, async (request) => {
    const { platformType } = requirePrincipal(request);
    return ok(await voids.detail(platformType, parseInput(idQuery, request.query).id));
  });

  app.get('/invalidatedTicket/tickets', { config: { access } }, async (request) => {
    const { platformType } = requirePrincipal(request);
    return ok(await voids.tickets(platformType, parseInput(voidTicketTicketsQuery, request.query).orderNo));
  });
}
