import { orderCallsOf } from '@ota/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { NothingToShow, routeCall, routeLookup } from '../../platform/declared-call';
import { createOrderDetailService } from './order-detail.service';
import { createOrderPaymentService } from './order-payment.service';
import { ORDER_PREFIXES, orderScope, withinPrefix } from './order-scope';
import { createOrdersService } from './orders.service';

const missing = (orderNo: string) => `Order ${orderNo} does not exist`;

/** The order list calls under each prefix of spec section 7, declared in the contract (orderCallsOf). */
export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const orders = createOrdersService({ db: app.db, timeZone: app.config.timeZone });
  const details = createOrderDetailService({ db: app.db, timeZone: app.config.timeZone });
  const payments = createOrderPaymentService({ db: app.db, timeZone: app.config.timeZone });

  for (const prefix of ORDER_PREFIXES) {
    const calls = orderCallsOf[prefix];
    const scopeOf = (request: FastifyRequest) => orderScope(prefix, requirePrincipal(request));

    await withinPrefix(app, prefix, (scoped) => {
      routeCall(scoped, calls.search, (query, request) => orders.search(scopeOf(request), query));

      // DESIGN section 3: data is a list holding one detail; no such order is status 201 with [].
      routeLookup(scoped, calls.detail, async ({ orderNo }, request) => {
        const detail = await details.detail(scopeOf(request), orderNo);
        return detail ? [detail] : new NothingToShow(missing(orderNo), []);
      });

      // The order payment page; an unknown order answers 201 like the detail, with no data.
      routeLookup(scoped, calls.payment, async ({ orderNo }, request) => {
        const info = await payments.info(scopeOf(request), orderNo);
        return info ?? new NothingToShow(missing(orderNo), null);
      });
    });
  }
}
