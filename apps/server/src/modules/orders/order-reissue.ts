import { and, eq, inArray, sql } from 'drizzle-orm';
import { orderPassengers, orders, orderSegments } from '../../db/schema';
import type { DbTransaction } from '../../platform/db';
import { rowsOf } from '../../platform/sql-rows';
import { refreshOrderSummary } from './order-operations.repository';

/** A flight the order will fly instead (local times 'YYYY-MM-DD HH:mm:ss'). */
export interface NewFlight {
  flightNo: string;
  dep: string;
  arr: string;
  depTime: string;
  arrTime: string;
}

/**
 * The order flies these flights instead of the segments named (cabin kept): segments are numbered
 * again in travel order, and the order's departure, return and flight summary follow. A disruption
 * that listed a replaced segment keeps the order (its segment link is set to null).
 */
export async function replaceSegments(
  tx: DbTransaction,
  orderId: number,
  segmentIds: readonly number[],
  flights: readonly (NewFlight & { back: boolean })[],
): Promise<void> {
  const [old] = await tx
    .select({ cabin: orderSegments.cabin })
    .from(orderSegments)
    .where(and(eq(orderSegments.orderId, orderId), inArray(orderSegments.id, [...segmentIds])))
    .limit(1);
  await tx
    .delete(orderSegments)
    .where(and(eq(orderSegments.orderId, orderId), inArray(orderSegments.id, [...segmentIds])));
  const last = await rowsOf<{ seq: number }>(
    tx,
    sql`select coalesce(max(seq), 0)::int as seq from order_segments where order_id = ${orderId}`,
  );
  await tx.insert(orderSegments).values(
    flights.map((flight, index) => ({
      orderId,
      seq: (last[0]?.seq ?? 0) + index + 1,
      back: flight.back,
      airline: flight.flightNo.slice(0, 2),
      flightNo: flight.flightNo,
      dep: flight.dep,
      arr: flight.arr,
      depTime: flight.depTime,
      arrTime: flight.arrTime,
      cabin: old?.cabin ?? 'economy',
    })),
  );
  await tx.execute(sql`update order_segments s set seq = r.n
    from (select id, row_number() over (order by back, dep_time, id) as n from order_segments where order_id = ${orderId}) r
    where s.id = r.id and s.seq <> r.n`);
  await tx.execute(sql`update ${orders} o set
      depart_time = (select min(dep_time) from order_segments where order_id = o.id and not back),
      return_time = (select min(dep_time) from order_segments where order_id = o.id and back)
    where o.id = ${orderId}`);
  await refreshOrderSummary(tx, orderId);
}

/**
 * New ticket numbers for these passengers (the airline's prefix, then 9 and the case's number), the
 * old ones returned to be kept as EXCHANGED in the case's history.
 */
export async function exchangeTickets(
  tx: DbTransaction,
  orderId: number,
  passengerIds: readonly number[],
  prefix: string,
  caseId: number,
): Promise<{ passengerId: number; oldTicketNo: string | null; newTicketNo: string }[]> {
  const before = await tx
    .select({ id: orderPassengers.id, ticketNo: orderPassengers.ticketNo, seq: orderPassengers.seq })
    .from(orderPassengers)
    .where(and(eq(orderPassengers.orderId, orderId), inArray(orderPassengers.id, [...passengerIds])));
  const exchanged = before.map((passenger) => ({
    passengerId: passenger.id,
    oldTicketNo: passenger.ticketNo,
    newTicketNo: `${prefix}9${String((caseId * 100 + passenger.seq) % 1_000_000_000).padStart(9, '0')}`,
  }));
  for (const ticket of exchanged)
    await tx
      .update(orderPassengers)
      .set({ ticketNo: ticket.newTicketNo, ticketStatus: 'OPEN' })
      .where(eq(orderPassengers.id, ticket.passengerId));
  return exchanged;
}
