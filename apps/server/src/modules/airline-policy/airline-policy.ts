import { airlinePolicyCalls, wrapperCabin, type AirlinePolicy } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import type { Database } from '../../platform/db';
import { routeCall } from '../../platform/declared-call';
import { BadRequestError } from '../../platform/errors';
import { createOrderSuppliers, findOrder, orderSegmentList, supplierRefusal } from '../orders';
import { wrapperCallsOf, type WrapperCalls } from '../suppliers';

export type { AirlinePolicy };

export function createAirlinePolicy(deps: { db: Database; wrapperCalls: WrapperCalls }) {
  const suppliers = createOrderSuppliers(deps);
  return async (scope: number | null, orderNo: string): Promise<AirlinePolicy> => {
    const order = await findOrder(deps.db, orderNo, scope);
    if (!order) throw new BadRequestError(`Order ${orderNo} does not exist`);
    const segments = await orderSegmentList(deps.db, order.id);
    const supplier = await suppliers.forAirline(order.airline);
    const rules = await supplier.client
      .fareRules({
        segments: segments.map((segment) => ({
          flightNo: segment.flightNo,
          origin: segment.dep,
          destination: segment.arr,
          departDate: segment.depTime.slice(0, 10),
          cabin: wrapperCabin.safeParse(segment.cabin).data ?? 'economy',
        })),
      })
      .catch(supplierRefusal);
    return { ...rules, orderNo: order.orderNo, airline: order.airline, answeredBy: supplier.name };
  };
}

/** `POST /airline/policy/details` (1005-1 or 1005-2): the refund and change rules of an order's fare. */
export async function airlinePolicyRoutes(app: FastifyInstance): Promise<void> {
  const policy = createAirlinePolicy({ db: app.db, wrapperCalls: wrapperCallsOf(app.config) });
  routeCall(app, airlinePolicyCalls.details, ({ orderNo }, request) =>
    policy(requirePrincipal(request).platformType, orderNo),
  );
}
