import {
  REBOOK_CASE,
  type RebookPageQuery,
  type RebookReason,
  type RebookRow,
  type RebookStatus,
} from '@ota/contract';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { orderPassengers, orders, orderSegments } from '../../db/schema';
import type { Database, DbTransaction } from '../../platform/db';
import { rowsOf } from '../../platform/sql-rows';
import { latestCaseOf } from '../cases';
import { awaitingDecision } from '../disruptions';
import { localText } from '../orders/order-columns';

/** Which platform's orders the caller sees: null for all. */
export type Scope = number | null;

/** Order statuses that can still be rebooked (the ticket is bought and not flown). */
export const REBOOKABLE_ORDER_STATUSES = ['PAID', 'TICKETED'] as const;

const list = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

function scoped(scope: Scope): SQL {
  return scope === null ? sql`true` : sql`o.platform_type = ${scope}`;
}

/** An order needs a rebook decision: bought, still to fly, and on a flight with an undecided disruption. */
function needsDecision(nowLocal: string): SQL {
  return sql`(o.status in (${list(REBOOKABLE_ORDER_STATUSES)}) and o.depart_time > ${nowLocal}::timestamp
    and ${awaitingDecision(sql`o.id`)})`;
}

function filters(query: RebookPageQuery): SQL[] {
  const where: SQL[] = [];
  if (query.orderNo) where.push(sql`o.order_no = ${query.orderNo}`);
  if (query.pnr) where.push(sql`o.pnr = ${query.pnr}`);
  if (query.passengerName)
    where.push(
      sql`o.passenger_names like ${`%${query.passengerName.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}`,
    );
  if (query.reason) where.push(sql`coalesce(r.sub_type, 'DISRUPTION') = ${query.reason}`);
  if (query.rebookStatus === 'NONE') where.push(sql`r.case_no is null`);
  else if (query.rebookStatus) where.push(sql`r.status = ${query.rebookStatus}`);
  return where;
}

export function createRebooksRepository(db: Database | DbTransaction) {
  return {
    async page(scope: Scope, query: RebookPageQuery, nowLocal: string, offset: number, limit: number) {
      const where = sql.join(
        [scoped(scope), sql`(r.case_no is not null or ${needsDecision(nowLocal)})`, ...filters(query)],
        sql` and `,
      );
      const from = sql`from orders o left join lateral ${latestCaseOf(REBOOK_CASE.kind, sql`o.id`)} r on true`;
      const direction = query.sortOrder === 'descend' ? sql`desc` : sql`asc`;
      const rows = await rowsOf<Record<string, unknown>>(
        db,
        sql`select o.order_no, o.pnr, o.passenger_name, o.route, o.platform_type, o.status as order_status,
            s.flight_no, to_char(s.dep_time, 'YYYY-MM-DD HH24:MI:SS') as dep_time,
            coalesce(r.sub_type, 'DISRUPTION') as reason, r.case_no as rebook_no, r.status as rebook_status
          ${from}
          left join lateral (select flight_no, dep_time from order_segments s where s.order_id = o.id
            order by s.seq limit 1) s on true
          where ${where}
          order by o.depart_time ${direction}, o.id ${direction}
          limit ${limit} offset ${offset}`,
      );
      const [count] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n ${from} where ${where}`);
      const pageList: RebookRow[] = rows.map((row) => ({
        orderNo: String(row.order_no),
        pnr: String(row.pnr),
        passengerName: String(row.passenger_name),
        route: String(row.route),
        platformType: Number(row.platform_type),
        orderStatus: String(row.order_status),
        originalFlight: row.flight_no === null ? '' : String(row.flight_no),
        originalDepTime: row.dep_time === null ? '' : String(row.dep_time),
        reason: row.reason as RebookReason,
        rebookNo: row.rebook_no === null ? null : String(row.rebook_no),
        rebookStatus: row.rebook_status === null ? null : (row.rebook_status as RebookStatus),
      }));
      return { pageList, totalCount: count?.n ?? 0 };
    },

    async order(scope: Scope, orderNo: string, lock = false) {
      const condition = and(
        eq(orders.orderNo, orderNo),
        scope === null ? undefined : eq(orders.platformType, scope),
      );
      const query = db
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
        .where(condition);
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    segments(orderId: number) {
      return db
        .select({
          id: orderSegments.id,
          back: orderSegments.back,
          flightNo: orderSegments.flightNo,
          dep: orderSegments.dep,
          arr: orderSegments.arr,
          depTime: sql<string>`${localText(orderSegments.depTime)}`,
          arrTime: sql<string>`${localText(orderSegments.arrTime)}`,
          cabin: orderSegments.cabin,
        })
        .from(orderSegments)
        .where(eq(orderSegments.orderId, orderId))
        .orderBy(asc(orderSegments.seq));
    },

    passengers(orderId: number) {
      return db
        .select({
          name: sql<string>`${orderPassengers.givenName} || ' ' || ${orderPassengers.surname}`,
          ageType: orderPassengers.ageType,
        })
        .from(orderPassengers)
        .where(eq(orderPassengers.orderId, orderId))
        .orderBy(asc(orderPassengers.seq));
    },

    /** The rebooked order's carrier becomes the new itinerary's (its segments change through orders). */
    async setCarrier(orderId: number, carrier: string): Promise<void> {
      await db.update(orders).set({ airline: carrier }).where(eq(orders.id, orderId));
    },
  };
}
