import { and, asc, eq, gte, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import { orderOperationRecords, orderPassengers, orders, orderSegments } from '../../db/schema/orders';
import type { Database, DbTransaction } from '../../platform/db';
import type { RecordEvent } from '../../platform/messages';
import { rowsOf } from '../../platform/sql-rows';
import { localText } from '../../platform/sql-text';

/**
 * What the after-sales modules read of orders that is more than one order's summary: lists that
 * start from orders, the orders on a flight, and records on many orders at once. The case modules
 * give their own conditions as SQL over an order id, so the order tables stay this module's.
 */

/** Orders no longer travelling are not affected by what happens to their flight. */
const GONE_ORDER_STATUSES = ['CANCELLED', 'EXPIRED'] as const;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

export interface OrdersWithCaseQuery {
  scope: number | null;
  /** The order's latest case of a kind: a subquery over the order id answering case_no, status, sub_type. */
  latestCase: (orderId: SQL) => SQL;
  /**
   * Orders without a case are listed too when they are in one of `statuses`, depart after
   * `departsAfter` (local 'YYYY-MM-DD HH:mm:ss') and `holds` (the case module's condition) is true.
   */
  pending: { statuses: readonly string[]; departsAfter: string; holds: (orderId: SQL) => SQL };
  /** The sub type a row without a case shows (and is filtered by). */
  subTypeWithoutCase: string;
  orderNo?: string | undefined;
  pnr?: string | undefined;
  passengerName?: string | undefined;
  subType?: string | undefined;
  /** A case status, or 'NONE' for the orders without a case. */
  caseStatus?: string | undefined;
  descending: boolean;
  offset: number;
  limit: number;
}

export interface OrderWithLatestCase {
  orderNo: string;
  pnr: string;
  passengerName: string;
  route: string;
  platformType: number;
  orderStatus: string;
  firstFlightNo: string;
  firstDepTime: string;
  subType: string;
  caseNo: string | null;
  caseStatus: string | null;
}

/** Orders that have a case of a kind or are waiting for one, by departure, with their latest case. */
export async function ordersWithLatestCase(
  db: Database | DbTransaction,
  query: OrdersWithCaseQuery,
): Promise<{ rows: OrderWithLatestCase[]; total: number }> {
  const { pending } = query;
  const where: SQL[] = [
    query.scope === null ? sql`true` : sql`o.platform_type = ${query.scope}`,
    sql`(r.case_no is not null or (o.status in (${list(pending.statuses)})
      and o.depart_time > ${pending.departsAfter}::timestamp and ${pending.holds(sql`o.id`)}))`,
  ];
  if (query.orderNo) where.push(sql`o.order_no = ${query.orderNo}`);
  if (query.pnr) where.push(sql`o.pnr = ${query.pnr}`);
  if (query.passengerName)
    where.push(
      sql`o.passenger_names like ${`%${query.passengerName.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}`,
    );
  if (query.subType) where.push(sql`coalesce(r.sub_type, ${query.subTypeWithoutCase}) = ${query.subType}`);
  if (query.caseStatus === 'NONE') where.push(sql`r.case_no is null`);
  else if (query.caseStatus) where.push(sql`r.status = ${query.caseStatus}`);
  const condition = sql.join(where, sql` and `);
  const from = sql`from orders o left join lateral ${query.latestCase(sql`o.id`)} r on true`;
  const direction = query.descending ? sql`desc` : sql`asc`;
  const rows = await rowsOf<Record<string, unknown>>(
    db,
    sql`select o.order_no, o.pnr, o.passenger_name, o.route, o.platform_type, o.status as order_status,
        s.flight_no, to_char(s.dep_time, 'YYYY-MM-DD HH24:MI:SS') as dep_time,
        coalesce(r.sub_type, ${query.subTypeWithoutCase}) as sub_type, r.case_no, r.status as case_status
      ${from}
      left join lateral (select flight_no, dep_time from order_segments s where s.order_id = o.id
        order by s.seq limit 1) s on true
      where ${condition}
      order by o.depart_time ${direction}, o.id ${direction}
      limit ${query.limit} offset ${query.offset}`,
  );
  const [count] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${from} where ${condition}`);
  return {
    rows: rows.map((row) => ({
      orderNo: String(row.order_no),
      pnr: String(row.pnr),
      passengerName: String(row.passenger_name),
      route: String(row.route),
      platformType: Number(row.platform_type),
      orderStatus: String(row.order_status),
      firstFlightNo: row.flight_no === null ? '' : String(row.flight_no),
      firstDepTime: row.dep_time === null ? '' : String(row.dep_time),
      subType: String(row.sub_type),
      caseNo: row.case_no === null ? null : String(row.case_no),
      caseStatus: row.case_status === null ? null : String(row.case_status),
    })),
    total: count?.n ?? 0,
  };
}

/** The order as a journey: route, airports, trip type, departure, lead passenger and totals. */
export async function orderJourney(db: Database | DbTransaction, orderNo: string, scope: number | null) {
  const [row] = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      pnr: orders.pnr,
      status: orders.status,
      route: orders.route,
      dep: orders.depAirport,
      arr: orders.arrAirport,
      travelType: orders.travelType,
      departTime: sql<string>`${localText(orders.departTime)}`,
      passengerName: orders.passengerName,
      totalPrice: sql<string>`${orders.totalPrice}::text`,
      totalPriceEur: sql<string>`${orders.totalPriceEur}::text`,
      currency: orders.currency,
      airline: orders.airline,
    })
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), scope === null ? undefined : eq(orders.platformType, scope)));
  return row;
}

export type OrderJourney = NonNullable<Awaited<ReturnType<typeof orderJourney>>>;

/** The order's validating carrier becomes the one its new flights were bought from (a rebook). */
export async function setOrderCarrier(tx: DbTransaction, orderId: number, carrier: string): Promise<void> {
  await tx.update(orders).set({ airline: carrier }).where(eq(orders.id, orderId));
}

/** The segments flying this flight that day, one per order still travelling (a disruption's orders). */
export function ordersOnFlight(
  db: Database | DbTransaction,
  flight: { airline: string; flightNo: string; flightDate: string },
) {
  return db
    .selectDistinctOn([orderSegments.orderId], {
      segmentId: orderSegments.id,
      orderId: orderSegments.orderId,
      dep: orderSegments.dep,
      arr: orderSegments.arr,
      depTime: localText(orderSegments.depTime),
      arrTime: localText(orderSegments.arrTime),
      passengerCount: orders.passengerCount,
      platformType: orders.platformType,
    })
    .from(orderSegments)
    .innerJoin(orders, eq(orders.id, orderSegments.orderId))
    .where(
      and(
        eq(orderSegments.flightNo, flight.flightNo),
        eq(orderSegments.airline, flight.airline),
        gte(orderSegments.depTime, `${flight.flightDate} 00:00:00`),
        lte(orderSegments.depTime, `${flight.flightDate} 23:59:59`),
        notInArray(orders.status, [...GONE_ORDER_STATUSES]),
      ),
    )
    .orderBy(asc(orderSegments.orderId), asc(orderSegments.seq));
}

/** The heads of these orders (number, platform, status, PNR, route), by order number. */
export function orderHeads(db: Database | DbTransaction, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      orderId: orders.id,
      orderNo: orders.orderNo,
      platformType: orders.platformType,
      status: orders.status,
      pnr: orders.pnr,
      route: orders.route,
    })
    .from(orders)
    .where(inArray(orders.id, [...orderIds]))
    .orderBy(asc(orders.orderNo));
}

/** The passengers of these orders as a list shows them ('Ana Garcia', age type, ticket number). */
export function passengersOfOrders(db: Database | DbTransaction, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: orderPassengers.id,
      orderId: orderPassengers.orderId,
      name: sql<string>`initcap(${orderPassengers.givenName}) || ' ' || initcap(${orderPassengers.surname})`,
      ageType: orderPassengers.ageType,
      ticketNo: sql<string>`coalesce(${orderPassengers.ticketNo}, '')`,
    })
    .from(orderPassengers)
    .where(inArray(orderPassengers.orderId, [...orderIds]))
    .orderBy(asc(orderPassengers.orderId), asc(orderPassengers.seq));
}

/**
 * One operation record on each order `orderIds` selects (a subquery answering order ids), in one
 * INSERT … SELECT: a move of a flight's case is recorded on every order it affects at once.
 */
export async function appendOrderRecords(
  tx: Database | DbTransaction,
  orderIds: SQL,
  record: { operator: string; event: RecordEvent; at: Date },
): Promise<void> {
  const column = (name: string) => sql.identifier(name);
  const r = orderOperationRecords;
  const { content, eventCode, eventParams } = record.event;
  await tx.execute(sql`insert into ${r}
    (${column(r.orderId.name)}, ${column(r.createTime.name)}, ${column(r.operator.name)},
     ${column(r.content.name)}, ${column(r.eventCode.name)}, ${column(r.eventParams.name)})
    select ids.order_id, ${record.at.toISOString()}::timestamptz, ${record.operator}, ${content},
      ${eventCode}, ${JSON.stringify(eventParams)}::jsonb
    from (${orderIds}) as ids(order_id)`);
}
