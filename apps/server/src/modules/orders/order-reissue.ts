import { and, eq, inArray, sql } from 'drizzle-orm';
import { segmentsFlownBy } from '@ota/contract';
import { orderPassengers, orders, orderSegments } from '../../db/schema/orders';
import type { DbTransaction } from '../../platform/db';
import { rowsOf } from '../../platform/sql-rows';
import { orderPassengerList, orderSegmentList } from './order-access';
import { refreshOrderSummary } from './order-operations.repository';

/** A flight the order will fly instead (local times 'YYYY-MM-DD HH:mm:ss'). */
export interface NewFlight {
  flightNo: string;
  dep: string;
  arr: string;
  depTime: string;
  arrTime: string;
}

type Flight = NewFlight & { back: boolean };

/**
 * The order flies these flights instead of the segments named (cabin kept): segments are numbered
 * again in travel order, and the order's departure, return and flight summary follow. A disruption
 * that listed a replaced segment keeps the order (its segment link is set to null).
 */
export async function replaceSegments(
  tx: DbTransaction,
  orderId: number,
  segmentIds: readonly number[],
  flights: readonly Flight[],
): Promise<void> {
  const [old] = await tx
    .select({ cabin: orderSegments.cabin })
    .from(orderSegments)
    .where(and(eq(orderSegments.orderId, orderId), inArray(orderSegments.id, [...segmentIds])))
    .limit(1);
  await dropSegments(tx, orderId, segmentIds);
  await insertFlights(tx, orderId, flights, old?.cabin ?? 'economy', null);
  await afterNewFlights(tx, orderId);
}

/**
 * Some passengers of the order fly these flights instead of the segments named (a ticket change).
 * When everyone who flies those segments is changing, the segments themselves are replaced; when
 * others keep flying them, each changing passenger gets flights of their own for that way, the
 * segments not changed copied, and the others keep the order's (decision 0041).
 */
export async function changeFlights(
  tx: DbTransaction,
  orderId: number,
  passengerIds: readonly number[],
  segmentIds: readonly number[],
  flights: readonly Flight[],
): Promise<void> {
  const segments = await orderSegmentList(tx, orderId);
  const flying = (await orderPassengerList(tx, orderId)).filter(
    (p) => p.ticketStatus !== 'REFUNDED' && p.ticketStatus !== 'VOIDED',
  );
  for (const back of [false, true]) {
    const chosen = segments.filter((s) => s.back === back && segmentIds.includes(s.id));
    if (chosen.length === 0) continue;
    const newFlights = flights.filter((flight) => flight.back === back);
    const cabin = chosen[0]?.cabin ?? 'economy';
    const riders = flying.filter((p) =>
      segmentsFlownBy(segments, p.id).some((s) => chosen.some((c) => c.id === s.id)),
    );
    if (riders.every((p) => passengerIds.includes(p.id))) {
      await dropSegments(
        tx,
        orderId,
        chosen.map((s) => s.id),
      );
      await insertFlights(tx, orderId, newFlights, cabin, chosen[0]?.passengerId ?? null);
      continue;
    }
    const kept = segments.filter((s) => s.back === back && s.passengerId === null && !chosen.includes(s));
    for (const passengerId of passengerIds) {
      for (const segment of kept) await insertFlights(tx, orderId, [segment], segment.cabin, passengerId);
      await insertFlights(tx, orderId, newFlights, cabin, passengerId);
    }
  }
  await afterNewFlights(tx, orderId);
}

async function dropSegments(tx: DbTransaction, orderId: number, segmentIds: readonly number[]) {
  await tx
    .delete(orderSegments)
    .where(and(eq(orderSegments.orderId, orderId), inArray(orderSegments.id, [...segmentIds])));
}

/** New segments at the end (afterNewFlights numbers them again), shared or one passenger's own. */
async function insertFlights(
  tx: DbTransaction,
  orderId: number,
  flights: readonly Flight[],
  cabin: string,
  passengerId: number | null,
) {
  if (flights.length === 0) return;
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
      cabin,
      passengerId,
    })),
  );
}

/** Segments numbered in travel order (shared before a passenger's own), and the order's row following. */
async function afterNewFlights(tx: DbTransaction, orderId: number) {
  await tx.execute(sql`update order_segments s set seq = r.n
    from (select id, row_number() over (order by back, dep_time, passenger_id nulls first, id) as n
          from order_segments where order_id = ${orderId}) r
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
