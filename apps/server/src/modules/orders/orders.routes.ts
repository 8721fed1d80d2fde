import { ApiStatus, Permission, orderNoInput, orderSearchQuery } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { createOrderDetailService } from './order-detail.service';
import { createOrderPaymentService } from './order-payment.service';
import { parseInput } from '../../platform/validation';
import { ORDER_PREFIXES, orderScope } from './order-scope';
import { createOrdersService } from './orders.service';

/** The order list calls, under each prefix of spec section 7. */
export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const orders = createOrdersService({ db: app.db, timeZone: app.config.timeZone });
  const details = createOrderDetailService({ db: app.db, timeZone: app.config.timeZone });
  const payments = createOrderPaymentService({ db: app.db, timeZone: app.config.timeZone });
  const orderList = { anyOf: [Permission.ORDER_LIST] };
  // The operation screens open order details too (calls.md: 1001-1 or any 1005-x).
  const orderDetail = {
    anyOf: [
      Permission.ORDER_LIST,
      Permission.REFUNDS,
      Permission.TICKET_CHANGES,
      Permission.BAGGAGE,
      Permission.PASSENGERS,
      Permission.VOID_TICKETS,
      Permission.SEATS,
      Permission.COMPENSATION,
    ],
  };

  for (const prefix of ORDER_PREFIXES) {
    app.get(`${prefix}/order/search`, { config: { access: orderList } }, async (request) => {
      const scope = orderScope(prefix, requirePrincipal(request));
      return ok(await orders.search(scope, parseInput(orderSearchQuery, request.query)));
    });

    // DESIGN section 3: data is a list holding one detail; no such order is status 201.
    app.get(`${prefix}/order/detail`, { config: { access: orderDetail } }, async (request) => {
      const scope = orderScope(prefix, requirePrincipal(request));
      const { orderNo } = parseInput(orderNoInput, request.query);
      const detail = await details.detail(scope, orderNo);
      if (!detail)
        return { status: ApiStatus.NO_CONTENT, message: `Order ${orderNo} does not exist`, data: [] };
      return ok([detail]);
    });

    // The order payment page; an unknown order answers 201 like the detail.
    app.get(`${prefix}/order/payment`, { config: { access: orderList } }, async (request) => {
      const scope = orderScope(prefix, requirePrincipal(request));
      const { orderNo } = parseInput(orderNoInput, request.query);
      const info = await payments.info(scope, orderNo);
      if (!info)
        return { status: ApiStatus.NO_CONTENT, message: `Order ${orderNo} does not exist`, data: null };
      return ok(info);
    });
  }
}
