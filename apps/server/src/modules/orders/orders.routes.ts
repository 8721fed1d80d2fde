import { Permission, orderSearchQuery } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { parseInput } from '../../platform/validation';
import { ORDER_PREFIXES, orderScope } from './order-scope';
import { createOrdersService } from './orders.service';

/** The order list calls, under each prefix of spec section 7. */
export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const orders = createOrdersService({ db: app.db, timeZone: app.config.timeZone });
  const orderList = { anyOf: [Permission.ORDER_LIST] };

  for (const prefix of ORDER_PREFIXES) {
    app.get(`${prefix}/order/search`, { config: { access: orderList } }, async (request) => {
      const scope = orderScope(prefix, requirePrincipal(request));
      return ok(await orders.search(scope, parseInput(orderSearchQuery, request.query)));
    });
  }
}
