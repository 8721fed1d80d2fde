import type { DisruptionSortField, DisruptionStatus, DisruptionType } from '@ota/contract';
import { DISRUPTION_CASE } from '@ota/contract';
import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { disruptionFlights, flightDisruptionOrders } from '../../db/schema/disruptions';
import { LIST_TOTAL, pageWithTotal } from '../../platform/pagination';
import type { Database, DbTransaction } from '../../platform/db';
import { containing, instantText, localText } from '../../platform/sql-text';
import { caseHeads } from '../cases';
import { orderHeads, ordersOnFlight, passengersOfOrders } from '../orders';

/** Which platform's orders the caller sees: null for all. */
export type Scope = number | null;

export interface DisruptionFilter {
  status?: DisruptionStatus;
  type?: DisruptionType;
  airline?: string;
  flightNo?: string;
  startDate?: string;
  endDate?: string;
}

export interface DisruptionSort {
  field?: DisruptionSortField;
  order?: 'ascend' | 'descend';
}

/** The flight of a disruption case, written beside the case the kernel opens. */
export interface NewDisruption {
  caseId: number;
  type: DisruptionType;
  airline: string;
  flightNo: string;
  flightDate: string;
  dep: string;
  arr: string;
  originalDepTime: string;
  originalArrTime: string;
  newDepTime: string | null;
  newArrTime: string | null;
  delayMinutes: number;
  reason: string;
}

// The case (number, state, version, times) is the kernel's; the flight is the module's side table.
const c = caseHeads(DISRUPTION_CASE.kind, 'c');
const d = disruptionFlights;
const fdo = flightDisruptionOrders;

/**
 * Visible to a platform user: it affects one of their orders, or no order at all (decision 0017). The
 * case has no platform of its own (a flight carries both platforms' orders), so the link table decides.
 */
export function visible(scope: Scope, caseId: SQL | typeof c.id): SQL | undefined {
  if (scope === null) return undefined;
  return sql`(exists (select 1 from ${fdo} where ${fdo.caseId} = ${caseId} and ${fdo.platformType} = ${scope})
    or not exists (select 1 from ${fdo} where ${fdo.caseId} = ${caseId}))`;
}

function counted(scope: Scope, what: SQL): SQL<number> {
  const platform = scope === null ? sql`` : sql` and ${fdo.platformType} = ${scope}`;
  return sql<number>`(select ${what} from ${fdo} where ${fdo.caseId} = ${c.id}${platform})`;
}

function rowColumns(scope: Scope, timeZone: string) {
  return {
    id: c.id,
    disruptionNo: c.caseNo,
    type: d.type,
    airline: d.airline,
    flightNo: d.flightNo,
    flightDate: d.flightDate,
    dep: d.dep,
    arr: d.arr,
    originalDepTime: localText(d.originalDepTime),
    originalArrTime: localText(d.originalArrTime),
    newDepTime: localText(d.newDepTime),
    newArrTime: localText(d.newArrTime),
    delayMinutes: d.delayMinutes,
    reason: d.reason,
    status: sql<DisruptionStatus>`${c.status}`,
    compensationChecked: d.compensationChecked,
    compensationEligible: d.compensationEligible,
    compensationAmount: sql<string | null>`${d.compensationAmount}::text`,
    compensationNote: d.compensationNote,
    affectedOrders: counted(scope, sql`count(*)::int`),
    affectedPassengers: counted(scope, sql`coalesce(sum(${fdo.passengerCount}), 0)::int`),
    detectedAt: instantText(c.createdAt, timeZone),
    updatedAt: instantText(c.updatedAt, timeZone),
  };
}

export type DisruptionRecord = Awaited<
  ReturnType<ReturnType<typeof createDisruptionsRepository>['page']>
>['rows'][number];

function orderOf(sort: DisruptionSort): SQL[] {
  const direction = sort.order === 'ascend' ? asc : desc;
  if (sort.field === 'flightDate') return [direction(d.originalDepTime), direction(c.id)];
  if (sort.field === 'delayMinutes') return [direction(d.delayMinutes), desc(c.id)];
  if (sort.field === 'detectedAt') return [direction(c.createdAt), direction(c.id)];
  return [desc(c.createdAt), desc(c.id)];
}

export function createDisruptionsRepository(db: Database | DbTransaction, timeZone: string) {
  return {
    async page(scope: Scope, filter: DisruptionFilter, sort: DisruptionSort, offset: number, limit: number) {
      const where = and(
        visible(scope, c.id),
        filter.status ? eq(c.status, filter.status) : undefined,
        filter.type ? eq(d.type, filter.type) : undefined,
        filter.airline ? eq(d.airline, filter.airline) : undefined,
        filter.flightNo ? sql`${d.flightNo} like ${containing(filter.flightNo)}` : undefined,
        filter.startDate ? gte(d.flightDate, filter.startDate) : undefined,
        filter.endDate ? lte(d.flightDate, filter.endDate) : undefined,
      );
      return pageWithTotal(
        db
          .select(rowColumns(scope, timeZone))
          .from(c)
          .innerJoin(d, eq(d.caseId, c.id))
          .where(where)
          .orderBy(...orderOf(sort))
          .limit(limit)
          .offset(offset),
        db.select(LIST_TOTAL).from(c).innerJoin(d, eq(d.caseId, c.id)).where(where),
      );
    },

    async row(scope: Scope, id: number) {
      const [row] = await db
        .select(rowColumns(scope, timeZone))
        .from(c)
        .innerJoin(d, eq(d.caseId, c.id))
        .where(and(eq(c.id, id), visible(scope, c.id)));
      return row;
    },

    /** The flight of a disruption case (the caller locked the case). */
    async flight(caseId: number) {
      const [row] = await db
        .select({
          type: d.type,
          flightNo: d.flightNo,
          flightDate: d.flightDate,
          dep: d.dep,
          arr: d.arr,
          delayMinutes: d.delayMinutes,
          compensationChecked: d.compensationChecked,
        })
        .from(d)
        .where(eq(d.caseId, caseId));
      if (!row) throw new Error(`disruption case ${caseId} has no flight`);
      return row;
    },

    /** The affected orders the caller sees, by order number. */
    async affectedOrders(scope: Scope, id: number) {
      const links = await db
        .select({ orderId: fdo.orderId })
        .from(fdo)
        .where(and(eq(fdo.caseId, id), scope === null ? undefined : eq(fdo.platformType, scope)));
      return orderHeads(
        db,
        links.map((link) => link.orderId),
      );
    },

    passengersOf: (orderIds: number[]) => passengersOfOrders(db, orderIds),

    /** The segments flying this flight that day, one per order still travelling. */
    flightSegments: (airline: string, flightNo: string, flightDate: string) =>
      ordersOnFlight(db, { airline, flightNo, flightDate }),

    /** An open disruption of this flight on this day, if one exists. */
    async openOnFlight(flightNo: string, flightDate: string) {
      const [row] = await db
        .select({ disruptionNo: c.caseNo, status: c.status })
        .from(d)
        .innerJoin(c, eq(c.id, d.caseId))
        .where(and(eq(d.flightNo, flightNo), eq(d.flightDate, flightDate), sql`${c.status} <> 'CLOSED'`))
        .limit(1);
      return row;
    },

    async insert(values: NewDisruption): Promise<void> {
      await db.insert(d).values(values);
    },

    async insertAffected(
      disruptionId: number,
      rows: { orderId: number; segmentId: number; passengerCount: number; platformType: number }[],
    ): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(fdo).values(rows.map((row) => ({ ...row, caseId: disruptionId })));
    },

    async setCompensation(
      id: number,
      result: { eligible: boolean; amount: string; note: string },
    ): Promise<void> {
      await db
        .update(d)
        .set({
          compensationChecked: true,
          compensationEligible: result.eligible,
          compensationAmount: result.amount,
          compensationNote: result.note,
        })
        .where(eq(d.caseId, id));
    },

    /** SQL selecting the ids of every affected order (of every platform: the flight is shared). */
    affectedOrderIds: (caseId: number): SQL =>
      sql`select ${fdo.orderId} from ${fdo} where ${fdo.caseId} = ${caseId}`,
  };
}
