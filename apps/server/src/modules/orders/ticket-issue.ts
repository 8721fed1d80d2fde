import { eq, sql } from 'drizzle-orm';
import { orderPassengers, orderPayments, orders } from '../../db/schema/orders';
import type { Database, DbTransaction } from '../../platform/db';
import { accountCurrencyOf } from '../balance';

/** When an order's tickets were issued and what was paid for them, for a void (docs/decisions/0025). */
export interface TicketIssue {
  /** The order's ticketing time (its confirm time), null when it was never ticketed. */
  ticketedAt: Date | null;
  /** The account that paid, in its currency, and how much; undefined when the order was not paid. */
  payment?: { accountId: number; currency: string; amount: string };
  /** How many passengers the payment covered (one ticket each). */
  passengerCount: number;
}

export async function ticketIssue(db: Database | DbTransaction, orderId: number): Promise<TicketIssue> {
  const [row] = await db
    .select({
      ticketedAt: orders.confirmTime,
      accountId: orderPayments.accountId,
      currency: accountCurrencyOf(orderPayments.accountId),
      amount: sql<string | null>`${orderPayments.amount}::text`,
      passengerCount: sql<number>`(select count(*)::int from ${orderPassengers}
        where ${orderPassengers.orderId} = ${orders.id})`,
    })
    .from(orders)
    .leftJoin(orderPayments, eq(orderPayments.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (!row) return { ticketedAt: null, passengerCount: 0 };
  const payment =
    row.accountId !== null && row.currency !== null && row.amount !== null
      ? { accountId: row.accountId, currency: row.currency, amount: row.amount }
      : undefined;
  return { ticketedAt: row.ticketedAt, payment, passengerCount: Number(row.passengerCount) };
}
