import type { OrderStatus } from '@ota/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import { orderOperationRecords, orderPassengers, orderPayments, orders } from '../../db/schema/orders';
import type { DbTransaction } from '../../platform/db';
import type { RecordEvent } from '../../platform/messages';

export interface LockedOrder {
  id: number;
  orderNo: string;
  platformType: number;
  status: OrderStatus;
  airline: string;
  pnr: string;
  currency: string;
  totalPrice: string;
  totalPriceEur: string;
  /** Airport-local date of the first flight, 'YYYY-MM-DD'. */
  departDate: string;
}

/**
 * Appends a line to an order's history. Every domain that acts on an order writes its own lines
 * through this, in the transaction of the change it describes.
 */
export async function appendOperationRecord(
  tx: DbTransaction,
  record: { orderId: number; operator: string } & RecordEvent,
): Promise<void> {
  await tx.insert(orderOperationRecords).values(record);
}

/**
 * Recomputes what the order row repeats of its passengers and segments (lead name, names searched,
 * count, flight summary); call it after changing either.
 */
export async function refreshOrderSummary(tx: DbTransaction, orderId: number): Promise<void> {
  await tx.execute(sql`update orders o set
      passenger_name = p.lead_name, passenger_names = p.names, passenger_count = p.n,
      segment_summary = coalesce(s.summary, o.segment_summary), updated_at = now()
    from (select string_agg(lower(given_name || ' ' || surname), ' | ' order by seq) as names,
            (array_agg(initcap(given_name) || ' ' || initcap(surname) order by seq))[1] as lead_name, count(*) as n
          from order_passengers where order_id = ${orderId}) p,
         (select string_agg(seg.flight_no || ' ' || seg.dep || '-' || seg.arr || ' ' || to_char(seg.dep_time, 'YYYY-MM-DD HH24:MI')
              || coalesce(' (' || own.surname || '/' || own.given_name || ')', ''), '; ' order by seg.seq) as summary
            from order_segments seg left join order_passengers own on own.id = seg.passenger_id
            where seg.order_id = ${orderId}) s
    where o.id = ${orderId} and p.n > 0`);
}

export function createOrderOperationsRepository(tx: DbTransaction) {
  return {
    /** The order, locked until the transaction ends: concurrent actions on it wait their turn. */
    async lock(orderNo: string, scope: number | null): Promise<LockedOrder | undefined> {
      const [row] = await tx
        .select({
          id: orders.id,
          orderNo: orders.orderNo,
          platformType: orders.platformType,
          status: orders.status,
          airline: orders.airline,
          pnr: orders.pnr,
          currency: orders.currency,
          totalPrice: sql<string>`${orders.totalPrice}::text`,
          totalPriceEur: sql<string>`${orders.totalPriceEur}::text`,
          departDate: sql<string>`to_char(${orders.departTime}, 'YYYY-MM-DD')`,
        })
        .from(orders)
        .where(and(eq(orders.orderNo, orderNo), scope === null ? undefined : eq(orders.platformType, scope)))
        .for('update', { of: orders });
      return row;
    },

    async setStatus(orderId: number, status: OrderStatus): Promise<void> {
      await tx
        .update(orders)
        .set({ status, updatedAt: sql`now()` })
        .where(eq(orders.id, orderId));
    },

    async recordPayment(payment: {
      orderId: number;
      ledgerEntryId: number;
      accountId: number;
      amount: string;
      operator: string;
      accountLabel: string;
    }): Promise<void> {
      await tx.insert(orderPayments).values({
        orderId: payment.orderId,
        ledgerEntryId: payment.ledgerEntryId,
        accountId: payment.accountId,
        amount: payment.amount,
        operator: payment.operator,
      });
      await tx
        .update(orders)
        .set({
          status: 'PAID',
          paidAt: sql`now()`,
          paymentAccount: payment.accountLabel,
          updatedAt: sql`now()`,
        })
        .where(eq(orders.id, payment.orderId));
    },

    passengers(orderId: number) {
      return tx
        .select({
          id: orderPassengers.id,
          surname: orderPassengers.surname,
          givenName: orderPassengers.givenName,
          ageType: orderPassengers.ageType,
          gender: orderPassengers.gender,
          birthday: orderPassengers.birthday,
          nationality: orderPassengers.nationality,
          cardType: orderPassengers.cardType,
          cardNum: orderPassengers.cardNum,
          cardExpired: sql<string>`to_char(${orderPassengers.cardExpired}, 'YYYY-MM-DD')`,
          cardIssuePlace: orderPassengers.cardIssuePlace,
          ticketNo: orderPassengers.ticketNo,
        })
        .from(orderPassengers)
        .where(eq(orderPassengers.orderId, orderId))
        .orderBy(asc(orderPassengers.seq));
    },

    async updatePassenger(
      id: number,
      fields: {
        surname: string;
        givenName: string;
        gender: 'M' | 'F';
        birthday: string;
        nationality: string;
        cardType: 'PASSPORT' | 'ID_CARD';
        cardNum: string;
        cardExpired: string;
        cardIssuePlace: string;
      },
    ): Promise<void> {
      await tx.update(orderPassengers).set(fields).where(eq(orderPassengers.id, id));
    },

    /**
     * Gives every passenger still without one a ticket number of the airline's prefix; the order's
     * confirm time becomes its ticketing time (the void window counts from it) unless it has one.
     */
    async issueTickets(orderId: number, prefix: string): Promise<number> {
      await tx
        .update(orders)
        .set({ confirmTime: sql`coalesce(${orders.confirmTime}, now())` })
        .where(eq(orders.id, orderId));
      const rows = await tx
        .update(orderPassengers)
        .set({
          ticketNo: sql`${prefix} || lpad((${orderPassengers.id} % 10000000000)::text, 10, '0')`,
          ticketStatus: 'OPEN',
        })
        .where(and(eq(orderPassengers.orderId, orderId), sql`${orderPassengers.ticketNo} is null`))
        .returning({ id: orderPassengers.id });
      return rows.length;
    },
  };
}
