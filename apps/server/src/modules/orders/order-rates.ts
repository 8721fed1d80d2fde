import { sql, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';

/**
 * EUR per unit of the order's currency, as booked (its EUR total over its total), as a scalar
 * subquery a report puts in its own SQL; null for an order of total 0.
 */
export function orderEurRate(orderId: SQL): SQL {
  return sql`(select ${orders.totalPriceEur} / nullif(${orders.totalPrice}, 0) from ${orders}
    where ${orders.id} = ${orderId})`;
}
