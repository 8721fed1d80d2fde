import type { TicketStatus } from '@ota/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  orderOperationRecords,
  orderPassengers,
  orderPayments,
  orders,
  orderSegments,
} from '../../db/schema/orders';
import type { Database, DbTransaction } from '../../platform/db';
import type { RecordEvent } from '../../platform/messages';

/** What another module may know of an order it works on (after-sales cases ...). */
export interface OrderSummary {
  id: number;
  orderNo: string;
  platformType: number;
  airline: string;
  pnr: string;
  status: string;
  currency: string;
  /** The first flight's day, YYYY-MM-DD (ages are counted on it). */
  departDate: string;
}

export interface OrderPassenger {
  id: number;
  surname: string;
  givenName: string;
  ageType: number;
  gender: string;
  birthday: string;
  nationality: string;
  cardType: string;
  cardNum: string;
  cardExpired: string;
  cardIssuePlace: string;
  ticketNo: string | null;
  ticketStatus: TicketStatus | null;
}

export interface OrderSegment {
  id: number;
  /** A return flight. */
  back: boolean;
  flightNo: string;
  dep: string;
  arr: string;
  depTime: string;
  arrTime: string;
  cabin: string;
  /** null: shared by the order's passengers; else the one passenger who flies it (segmentsFlownBy). */
  passengerId: number | null;
}

const summaryColumns = {
  id: orders.id,
  orderNo: orders.orderNo,
  platformType: orders.platformType,
  airline: orders.airline,
  pnr: orders.pnr,
  status: orders.status,
  currency: orders.currency,
  departDate: sql<string>`to_char(${orders.departTime}, 'YYYY-MM-DD')`,
};

/** The order with this number (any case), in the caller's platform scope (null: every platform). */
const numbered = (orderNo: string, scope: number | null) =>
  and(
    sql`upper(${orders.orderNo}) = upper(${orderNo})`,
    scope === null ? undefined : eq(orders.platformType, scope),
  );

/** The order with this number, in the caller's platform scope (null: every platform), locked. */
export async function lockOrder(
  tx: DbTransaction,
  orderNo: string,
  scope: number | null,
): Promise<OrderSummary | undefined> {
  const [order] = await tx.select(summaryColumns).from(orders).where(numbered(orderNo, scope)).for('update');
  return order;
}

/** The order with this number, in the caller's platform scope, as it stands (no lock). */
export async function findOrder(
  db: Database,
  orderNo: string,
  scope: number | null,
): Promise<OrderSummary | undefined> {
  const [order] = await db.select(summaryColumns).from(orders).where(numbered(orderNo, scope));
  return order;
}

/** An order by id, locked (a case's order, before the case changes its tickets or money). */
export async function lockOrderById(tx: DbTransaction, orderId: number): Promise<OrderSummary | undefined> {
  const [order] = await tx.select(summaryColumns).from(orders).where(eq(orders.id, orderId)).for('update');
  return order;
}

/** Locks these orders in id order (so two callers never wait crosswise) and answers them. */
export function lockOrdersById(tx: DbTransaction, orderIds: readonly number[]): Promise<OrderSummary[]> {
  const ids = [...new Set(orderIds)].sort((a, b) => a - b);
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select(summaryColumns)
    .from(orders)
    .where(inArray(orders.id, ids))
    .orderBy(asc(orders.id))
    .for('update');
}

export function orderPassengerList(db: Database | DbTransaction, orderId: number): Promise<OrderPassenger[]> {
  return db
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
      ticketStatus: orderPassengers.ticketStatus,
    })
    .from(orderPassengers)
    .where(eq(orderPassengers.orderId, orderId))
    .orderBy(asc(orderPassengers.seq));
}

export function orderSegmentList(db: Database | DbTransaction, orderId: number): Promise<OrderSegment[]> {
  return db
    .select({
      id: orderSegments.id,
      back: orderSegments.back,
      flightNo: orderSegments.flightNo,
      dep: orderSegments.dep,
      arr: orderSegments.arr,
      depTime: sql<string>`to_char(${orderSegments.depTime}, 'YYYY-MM-DD HH24:MI:SS')`,
      arrTime: sql<string>`to_char(${orderSegments.arrTime}, 'YYYY-MM-DD HH24:MI:SS')`,
      cabin: orderSegments.cabin,
      passengerId: orderSegments.passengerId,
    })
    .from(orderSegments)
    .where(eq(orderSegments.orderId, orderId))
    .orderBy(asc(orderSegments.seq));
}

/** One line of the order's operation records (its details page shows them), from `recordEvent`. */
export async function appendOrderRecord(
  tx: DbTransaction,
  orderId: number,
  operator: string,
  event: RecordEvent,
): Promise<void> {
  await tx.insert(orderOperationRecords).values({ orderId, operator, ...event });
}

/** Appends many operation records (one per order and line) in one statement. */
export async function appendOrderRecordList(
  tx: DbTransaction,
  records: readonly ({ orderId: number; operator: string } & RecordEvent)[],
): Promise<void> {
  if (records.length > 0) await tx.insert(orderOperationRecords).values([...records]);
}

/** Sets the ticket status of these passengers of the order. */
export async function setTicketStatus(
  tx: DbTransaction,
  orderId: number,
  passengerIds: readonly number[],
  status: TicketStatus,
): Promise<void> {
  await tx
    .update(orderPassengers)
    .set({ ticketStatus: status })
    .where(and(eq(orderPassengers.orderId, orderId), inArray(orderPassengers.id, [...passengerIds])));
}

/** Whole numbers as one array parameter ('{1,2}'), the same on PostgreSQL and PGlite. */
const intArray = (values: readonly number[]) => `{${values.map((value) => Math.trunc(value)).join(',')}}`;

/** As setTicketStatus, for the passengers of many orders in one statement. */
export async function setTicketStatuses(
  tx: DbTransaction,
  changes: readonly { orderId: number; passengerIds: readonly number[] }[],
  status: TicketStatus,
): Promise<void> {
  const pairs = changes.flatMap((change) => change.passengerIds.map((id) => [change.orderId, id] as const));
  if (pairs.length === 0) return;
  const orderIds = pairs.map(([orderId]) => orderId);
  const passengerIds = pairs.map(([, id]) => id);
  await tx.execute(sql`
    update ${orderPassengers} set ticket_status = ${status}
    from unnest(${intArray(orderIds)}::int[], ${intArray(passengerIds)}::int[]) as chosen(order_id, id)
    where ${orderPassengers.orderId} = chosen.order_id and ${orderPassengers.id} = chosen.id`);
}

/** The account that paid for the order, and how much: where its refunds go back to. */
export async function orderPayment(
  db: Database | DbTransaction,
  orderId: number,
): Promise<{ accountId: number; amount: string } | undefined> {
  const [payment] = await db
    .select({ accountId: orderPayments.accountId, amount: sql<string>`${orderPayments.amount}::text` })
    .from(orderPayments)
    .where(eq(orderPayments.orderId, orderId));
  return payment;
}

/** As orderPayment, for many orders: order id → the account that paid and how much. */
export async function paymentsOfOrders(
  db: Database | DbTransaction,
  orderIds: readonly number[],
): Promise<Map<number, { accountId: number; amount: string }>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      orderId: orderPayments.orderId,
      accountId: orderPayments.accountId,
      amount: sql<string>`${orderPayments.amount}::text`,
    })
    .from(orderPayments)
    .where(inArray(orderPayments.orderId, [...new Set(orderIds)]));
  return new Map(rows.map(({ orderId, ...payment }) => [orderId, payment]));
}
