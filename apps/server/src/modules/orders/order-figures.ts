import { sql, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';

/**
 * The money of every order as a derived table for reports (the financial report joins it by
 * `order_id` and filters on `platform_type` and `paid_at`; PostgreSQL pulls the subquery up, so the
 * orders' indexes serve those predicates). Columns: order_id, order_no, platform_type, currency,
 * paid_at, total_price, total_price_eur, taxes, fees.
 */
export function orderFigures(): SQL {
  return sql`(select ${orders.id} as order_id, ${orders.orderNo} as order_no,
    ${orders.platformType} as platform_type, ${orders.currency} as currency, ${orders.paidAt} as paid_at,
    ${orders.totalPrice} as total_price, ${orders.totalPriceEur} as total_price_eur,
    ${orders.taxes} as taxes, ${orders.fees} as fees
    from ${orders})`;
}
