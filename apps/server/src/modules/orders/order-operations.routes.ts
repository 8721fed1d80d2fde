import { UPDATE_PASSENGERS_SUCCESS, orderCalls, orderCallsOf } from '@ota/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { routeCall, withMessage } from '../../platform/declared-call';
import { createOrderOperationsService, type Actor } from './order-operations.service';
import { ORDER_PREFIXES, orderScope, withinPrefix, type OrderPrefix } from './order-scope';
import { wrapperCallsOf } from '../suppliers';

/** The actions of the order details page (spec section 7, Orders), declared in the contract. */
export async function orderOperationsRoutes(app: FastifyInstance): Promise<void> {
  const operations = createOrderOperationsService({
    db: app.db,
    timeZone: app.config.timeZone,
    wrapperCalls: wrapperCallsOf(app.config),
  });

  const actor = (request: FastifyRequest, prefix: OrderPrefix | null): Actor => {
    const principal = requirePrincipal(request);
    // The /orderOperation calls carry no prefix: they act within the user's own platform.
    const scope = prefix === null ? principal.platformType : orderScope(prefix, principal);
    return { scope, operator: principal.user.name };
  };

  routeCall(app, orderCalls.pay, async ({ orderNo }, request) =>
    withMessage(await operations.pay(actor(request, null), orderNo), `Order ${orderNo} paid`),
  );

  routeCall(app, orderCalls.reCreate, async ({ orderNo }, request) =>
    withMessage(
      await operations.reCreate(actor(request, null), orderNo),
      `Order ${orderNo} sent for ticketing again`,
    ),
  );

  for (const prefix of ORDER_PREFIXES) {
    const calls = orderCallsOf[prefix];

    await withinPrefix(app, prefix, (scoped) => {
      routeCall(scoped, calls.reconfirm, async ({ orderNo }, request) => {
        const result = await operations.reconfirm(actor(request, prefix), orderNo);
        return withMessage(result, result.message);
      });

      routeCall(scoped, calls.getStatus, async ({ orderNo }, request) => {
        const result = await operations.getStatus(actor(request, prefix), orderNo);
        return withMessage(result, result.message);
      });

      routeCall(scoped, calls.updatePassengers, async (input, request) => {
        await operations.updatePassengers(actor(request, prefix), input);
        return withMessage(null, UPDATE_PASSENGERS_SUCCESS);
      });
    });
  }
}
