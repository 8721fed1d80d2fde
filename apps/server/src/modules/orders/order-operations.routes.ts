import { Permission, UPDATE_PASSENGERS_SUCCESS, orderNoInput, updatePassengersInput } from '@ota/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { parseInput } from '../../platform/validation';
import { createOrderOperationsService, type Actor } from './order-operations.service';
import { ORDER_PREFIXES, orderScope, type OrderPrefix } from './order-scope';
import { wrapperCallsOf } from '../suppliers';

/** The actions of the order details page (spec section 7, Orders; docs/api.md). */
export async function orderOperationsRoutes(app: FastifyInstance): Promise<void> {
  const operations = createOrderOperationsService({
    db: app.db,
    timeZone: app.config.timeZone,
    wrapperCalls: wrapperCallsOf(app.config),
  });
  const access = { anyOf: [Permission.ORDER_LIST] };

  const actor = (request: FastifyRequest, prefix: OrderPrefix | null): Actor => {
    const principal = requirePrincipal(request);
    // The /orderOperation calls carry no prefix: they act within the user's own platform.
    const scope = prefix === null ? principal.platformType : orderScope(prefix, principal);
    return { scope, operator: principal.user.name };
  };

  app.post('/orderOperation/pay', { config: { access } }, async (request) => {
    const { orderNo } = parseInput(orderNoInput, request.body);
    return ok(await operations.pay(actor(request, null), orderNo), `Order ${orderNo} paid`);
  });

  app.post('/orderOperation/reCreate', { config: { access } }, async (request) => {
    const { orderNo } = parseInput(orderNoInput, request.body);
    return ok(
      await operations.reCreate(actor(request, null), orderNo),
      `Order ${orderNo} sent for ticketing again`,
    );
  });

  for (const prefix of ORDER_PREFIXES) {
    app.post(`${prefix}/order/reconfirm`, { config: { access } }, async (request) => {
      const who = actor(request, prefix);
      const { orderNo } = parseInput(orderNoInput, request.body);
      const result = await operations.reconfirm(who, orderNo);
      return ok(result, result.message);
    });

    app.get(`${prefix}/order/getStatus`, { config: { access, writes: true } }, async (request) => {
      const who = actor(request, prefix);
      const { orderNo } = parseInput(orderNoInput, request.query);
      const result = await operations.getStatus(who, orderNo);
      return ok(result, result.message);
    });

    app.post(`${prefix}/order/updatePassengers`, { config: { access } }, async (request) => {
      const who = actor(request, prefix);
      await operations.updatePassengers(who, parseInput(updatePassengersInput, request.body));
      return ok(null, UPDATE_PASSENGERS_SUCCESS);
    });
  }
}
