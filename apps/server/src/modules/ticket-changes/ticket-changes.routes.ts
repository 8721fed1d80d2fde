import {
  Permission,
  changeFlightQuery,
  changedOrderQuery,
  ticketChangeAddInput,
  ticketChangePageQuery,
  ticketChangeUpdateInput,
  wholeNumber,
} from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requirePrincipal } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { parseInput } from '../../platform/validation';
import { wrapperCallsOf } from '../suppliers';
import { createTicketChangesService } from './ticket-changes.service';

const idQuery = z.object({ id: wholeNumber('id') });

/** Ticket changes (1005-2; a change may also be opened from the order details, 1001-1). */
export async function ticketChangesRoutes(app: FastifyInstance): Promise<void> {
  const changes = createTicketChangesService({
    db: app.db,
    timeZone: app.config.timeZone,
    wrapperCalls: wrapperCallsOf(app.config),
  });
  const access = { anyOf: [Permission.TICKET_CHANGES] };
  const opening = { anyOf: [Permission.TICKET_CHANGES, Permission.ORDER_LIST] };

  app.post('/orderTicketChanging/addTicketOrderInfo', { config: { access: opening } }, async (request) => {
    const { platformType, user } = requirePrincipal(request);
    return ok(await changes.add(platformType, parseInput(ticketChangeAddInput, request.body), user.name));
  });

  app.get('/orderTicketChanging/pageList', { config: { access } }, async (request) => {
    const { platformType } = requirePrincipal(request);
    return ok(await changes.page(platformType, parseInput(ticketChangePageQuery, request.query)));
  });

  app.get('/orderTicketChanging/detail', { config: { access } }, async (request) => {
    const { platformType } = requirePrincipal(request);
    return ok(await changes.detail(platformType, parseInput(idQuery, request.query).id));
  });

  app.get('/orderTicketChanging/getFlightInfo', { config: { access } }, async (request) => {
    const { platformType } = requirePrincipal(request);
    return ok(await changes.flights(platformType, parseInput(changeFlightQuery, request.query)));
  });

  app.post('/orderTicketChanging/update', { config: { access } }, async (request) => {
    const { platformType, user } = requirePrincipal(request);
    return ok(
      await changes.update(platformType, parseInput(ticketChangeUpdateInput, request.body), user.name),
    );
  });

  app.post('/flight/change/order/page/list', { config: { access } }, async (request) => {
    const { platformType } = requirePrincipal(request);
    return ok(await changes.orders(platformType, parseInput(changedOrderQuery, request.body)));
  });
}
