import { eq, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import type { DbTransaction } from '../../platform/db';

/** A seat bought after booking: its price (without the agency's service charge) and currency. */
export interface OrderSeat {
  price: string;
  currency: string;
}

/**
 * Adds a seat's price to the order's seat totals (sign 1) or takes it away (sign -1). The EUR column
 * takes an EUR price as it is, another currency at the order's own booking rate, to the cent.
 */
async function addToSeatPrices(tx: DbTransaction, orderId: number, seat: OrderSeat, sign: 1 | -1) {
  const price = sql`${sign}::numeric * ${seat.price}::numeric`;
  const eur =
    seat.currency === 'EUR'
      ? price
      : sql`round(${price} * coalesce(${orders.totalPriceEur} / nullif(${orders.totalPrice}, 0), 0), 2)`;
  await tx
    .update(orders)
    .set({
      seatPrice: sql`${orders.seatPrice} + ${price}`,
      seatPriceEur: sql`${orders.seatPriceEur} + ${eur}`,
    })
    .where(eq(orders.id, orderId));
}

/** An issued seat joins the order's seat totals (and so its figures and exports). */
export function addOrderSeat(tx: DbTransaction, orderId: number, seat: OrderSeat): Promise<void> {
  return addToSeatPrices(tx, orderId, seat, 1);
}

/** A refunded seat leaves the order's seat totals. */
export function removeOrderSeat(tx: DbTransaction, orderId: number, seat: OrderSeat): Promise<void> {
  return addToSeatPrices(tx, orderId, seat, -1);
}
