import type { RebookItinerary, RebookPageQuery, RebookReason, RebookRow, RebookStatus } from '@ota/contract';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { orderOperationRecords, orderPassengers, orders, orderSegments, rebookCases } from '../../db/schema';
import type { Database, DbTransaction } from '../../platform/db';
import { instantText, localText } from '../orders/order-columns';

/** Which platform's orders the caller sees: null for all. */
export type Scope = number | null;

/** Rows of a raw query, whichever engine ran it (both drivers answer `{ rows }`). */
async function queryRows<T>(db: Database | DbTransaction, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows))
    return result.rows as T[];
  throw new Error('the driver answered without rows');
}

/** Order statuses that can still be rebooked (the ticket is bought and not flown). */
export const REBOOKABLE_ORDER_STATUSES = ['PAID', 'TICKETED'] as const;
/** Disruption statuses that wait for a decision on each order. */
export const DECISION_DISRUPTION_STATUSES = ['NOTIFIED', 'AWAITING_DECISION'] as const;

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
    and exists (select 1 from flight_disruption_orders fdo join flight_disruptions fd on fd.id = fdo.disruption_id
      where fdo.order_id = o.id and fd.status in (${list(DECISION_DISRUPTION_STATUSES)})))`;
}

function filters(query: RebookPageQuery): SQL[] {
  const where: SQL[] = [];
  if (query.orderNo) where.push(sql`o.order_no = ${query.orderNo}`);
  if (query.pnr) where.push(sql`o.pnr = ${query.pnr}`);
  if (query.passengerName)
    where.push(
      sql`o.passenger_names like ${`%${query.passengerName.toLowerCase().replace(/[%_\\]/g, '\\$&')}%`}`,
    );
  if (query.reason) where.push(sql`coalesce(r.reason, 'DISRUPTION') = ${query.reason}`);
  if (query.rebookStatus === 'NONE') where.push(sql`r.id is null`);
  else if (query.rebookStatus) where.push(sql`r.status = ${query.rebookStatus}`);
  return where;
}

export interface CaseRecord {
  id: number;
  rebookNo: string;
  orderId: number;
  reason: RebookReason;
  status: RebookStatus;
  itinerary: RebookItinerary | null;
  originalTotal: string;
  priceDifference: string;
  penalty: string;
  currency: string;
  cardBrand: string | null;
  cardLast4: string | null;
  operator: string;
  createdAt: string;
  updatedAt: string;
}

export function createRebooksRepository(db: Database | DbTransaction, timeZone: string) {
  const caseColumns = {
    id: rebookCases.id,
    rebookNo: rebookCases.rebookNo,
    orderId: rebookCases.orderId,
    reason: rebookCases.reason,
    status: rebookCases.status,
    itinerary: rebookCases.itinerary,
    originalTotal: sql<string>`${rebookCases.originalTotal}::text`,
    priceDifference: sql<string>`${rebookCases.priceDifference}::text`,
    penalty: sql<string>`${rebookCases.penalty}::text`,
    currency: rebookCases.currency,
    cardBrand: rebookCases.cardBrand,
    cardLast4: rebookCases.cardLast4,
    operator: rebookCases.operator,
    createdAt: sql<string>`${instantText(rebookCases.createdAt, timeZone)}`,
    updatedAt: sql<string>`${instantText(rebookCases.updatedAt, timeZone)}`,
  };

  return {
    async page(scope: Scope, query: RebookPageQuery, nowLocal: string, offset: number, limit: number) {
      const where = sql.join(
        [scoped(scope), sql`(r.id is not null or ${needsDecision(nowLocal)})`, ...filters(query)],
        sql` and `,
      );
      const from = sql`from orders o
        left join lateral (select id, rebook_no, status, reason from rebook_cases c where c.order_id = o.id
          order by c.created_at desc, c.id desc limit 1) r on true`;
      const direction = query.sortOrder === 'descend' ? sql`desc` : sql`asc`;
      const rows = await queryRows<Record<string, unknown>>(
        db,
        sql`select o.order_no, o.pnr, o.passenger_name, o.route, o.platform_type, o.status as order_status,
            s.flight_no, to_char(s.dep_time, 'YYYY-MM-DD HH24:MI:SS') as dep_time,
            coalesce(r.reason, 'DISRUPTION') as reason, r.rebook_no, r.status as rebook_status
          ${from}
          left join lateral (select flight_no, dep_time from order_segments s where s.order_id = o.id
            order by s.seq limit 1) s on true
          where ${where}
          order by o.depart_time ${direction}, o.id ${direction}
          limit ${limit} offset ${offset}`,
      );
      const [count] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n ${from} where ${where}`,
      );
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

    async disruption(orderId: number) {
      const [row] = await queryRows<{ disruption_no: string; type: string; status: string }>(
        db,
        sql`select fd.disruption_no, fd.type, fd.status from flight_disruption_orders fdo
          join flight_disruptions fd on fd.id = fdo.disruption_id
          where fdo.order_id = ${orderId} order by fd.detected_at desc, fd.id desc limit 1`,
      );
      return row ? { disruptionNo: row.disruption_no, type: row.type, status: row.status } : null;
    },

    /** The flights, on their days, of every disruption that lists the order: never offered as its new flights. */
    async disruptedFlights(orderId: number): Promise<{ flightNo: string; flightDate: string }[]> {
      const rows = await queryRows<{ flight_no: string; flight_date: string }>(
        db,
        sql`select distinct fd.flight_no, to_char(fd.flight_date, 'YYYY-MM-DD') as flight_date
          from flight_disruption_orders fdo join flight_disruptions fd on fd.id = fdo.disruption_id
          where fdo.order_id = ${orderId}`,
      );
      return rows.map((row) => ({ flightNo: row.flight_no, flightDate: row.flight_date }));
    },

    async hasDecisionPending(orderId: number): Promise<boolean> {
      const rows = await queryRows<{ n: number }>(
        db,
        sql`select 1 as n from flight_disruption_orders fdo join flight_disruptions fd on fd.id = fdo.disruption_id
          where fdo.order_id = ${orderId} and fd.status in (${list(DECISION_DISRUPTION_STATUSES)}) limit 1`,
      );
      return rows.length > 0;
    },

    /** The open case of an order, else its latest. */
    async latestCase(orderId: number): Promise<CaseRecord | undefined> {
      const [row] = await db
        .select(caseColumns)
        .from(rebookCases)
        .where(eq(rebookCases.orderId, orderId))
        .orderBy(desc(rebookCases.createdAt), desc(rebookCases.id))
        .limit(1);
      return row;
    },

    async lockCase(rebookNo: string): Promise<CaseRecord | undefined> {
      const [row] = await db
        .select(caseColumns)
        .from(rebookCases)
        .where(eq(rebookCases.rebookNo, rebookNo))
        .for('update');
      return row;
    },

    async caseOrder(orderId: number) {
      const [row] = await db
        .select({ orderNo: orders.orderNo, platformType: orders.platformType })
        .from(orders)
        .where(eq(orders.id, orderId));
      return row;
    },

    async countCases(orderId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(rebookCases)
        .where(eq(rebookCases.orderId, orderId));
      return row?.n ?? 0;
    },

    async insertCase(values: typeof rebookCases.$inferInsert): Promise<void> {
      await db.insert(rebookCases).values(values);
    },

    async updateCase(id: number, values: Partial<typeof rebookCases.$inferInsert>, at: Date): Promise<void> {
      await db
        .update(rebookCases)
        .set({ ...values, updatedAt: at })
        .where(eq(rebookCases.id, id));
    },

    /** The rebooked order's carrier becomes the new itinerary's (its segments change through orders). */
    async setCarrier(orderId: number, carrier: string): Promise<void> {
      await db.update(orders).set({ airline: carrier }).where(eq(orders.id, orderId));
    },

    async record(orderId: number, operator: string, content: string, at: Date): Promise<void> {
      await db.insert(orderOperationRecords).values({ orderId, operator, content, createTime: at });
    },
  };
}
