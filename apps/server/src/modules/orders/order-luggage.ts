import { and, asc, eq, sql } from 'drizzle-orm';
import { orderLuggage, orders } from '../../db/schema/orders';
import type { Database, DbTransaction } from '../../platform/db';

/** A bag on the order (spec section 3, luggage): booked with the ticket or bought after. */
export interface OrderBag {
  id: number;
  passengerId: number;
  kind: 'CHECKED' | 'CABIN';
  pieces: number;
  weightKg: number;
  price: string;
}

export interface NewOrderBag {
  passengerId: number;
  kind: 'CHECKED' | 'CABIN';
  pieces: number;
  weightKg: number;
  /** In the order's currency, and what it is in EUR. */
  price: string;
  priceEur: string;
}

/** The bags of one passenger of the order. */
export function passengerLuggage(
  db: Database | DbTransaction,
  orderId: number,
  passengerId: number,
): Promise<OrderBag[]> {
  return db
    .select({
      id: orderLuggage.id,
      passengerId: orderLuggage.passengerId,
      kind: orderLuggage.kind,
      pieces: orderLuggage.pieces,
      weightKg: orderLuggage.weightKg,
      price: sql<string>`${orderLuggage.price}::text`,
    })
    .from(orderLuggage)
    .where(and(eq(orderLuggage.orderId, orderId), eq(orderLuggage.passengerId, passengerId)))
    .orderBy(asc(orderLuggage.id));
}

/** A sign for the order's bag price columns: CHECKED counts in baggage, CABIN in cabin baggage. */
async function addToPrices(tx: DbTransaction, orderId: number, bag: NewOrderBag, sign: 1 | -1) {
  const price = sql`${sign}::numeric * ${bag.price}::numeric`;
  const eur = sql`${sign}::numeric * ${bag.priceEur}::numeric`;
  await tx
    .update(orders)
    .set(
      bag.kind === 'CHECKED'
        ? {
            baggagePrice: sql`${orders.baggagePrice} + ${price}`,
            baggagePriceEur: sql`${orders.baggagePriceEur} + ${eur}`,
          }
        : {
            cabinBaggagePrice: sql`${orders.cabinBaggagePrice} + ${price}`,
            cabinBaggagePriceEur: sql`${orders.cabinBaggagePriceEur} + ${eur}`,
          },
    )
    .where(eq(orders.id, orderId));
}

/** A bag bought after booking joins the order's luggage and bag prices; answers its id. */
export async function addOrderLuggage(tx: DbTransaction, orderId: number, bag: NewOrderBag): Promise<number> {
  const [row] = await tx
    .insert(orderLuggage)
    .values({ orderId, ...bag })
    .returning({ id: orderLuggage.id });
  if (!row) throw new Error('order_luggage insert returned nothing');
  await addToPrices(tx, orderId, bag, 1);
  return row.id;
}

/** A refunded bag leaves the order's luggage and bag prices. */
export async function removeOrderLuggage(
  tx: DbTransaction,
  orderId: number,
  luggageId: number,
): Promise<void> {
  const [removed] = await tx
    .delete(orderLuggage)
    .where(and(eq(orderLuggage.orderId, orderId), eq(orderLuggage.id, luggageId)))
    .returning({
      passengerId: orderLuggage.passengerId,
      kind: orderLuggage.kind,
      pieces: orderLuggage.pieces,
      weightKg: orderLuggage.weightKg,
      price: sql<string>`${orderLuggage.price}::text`,
      priceEur: sql<string>`${orderLuggage.priceEur}::text`,
    });
  if (removed) await addToPrices(tx, orderId, removed, -1);
}
