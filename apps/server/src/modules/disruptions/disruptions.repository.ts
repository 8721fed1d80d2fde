import type { DisruptionSortField, DisruptionStatus, DisruptionType } from '@ota/contract';
import { and, asc, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { flightDisruptionEvents, flightDisruptionOrders, flightDisruptions } from '../../db/schema';
import { LIST_TOTAL, pageWithTotal } from '../../platform/pagination';
import type { Database, DbTransaction } from '../../platform/db';
import { instantText, localText } from '../../platform/sql-text';
import { appendOrderRecords, orderHeads, ordersOnFlight, passengersOfOrders } from '../orders';

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

export interface NewDisruption {
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
  status: DisruptionStatus;
  detectedAt: Date;
}

const d = flightDisruptions;
const fdo = flightDisruptionOrders;

/** Visible to a platform user: it affects one of their orders, or no order at all. */
function visible(scope: Scope): SQL | undefined {
  if (scope === null) return undefined;
  return sql`(exists (select 1 from ${fdo} where ${fdo.disruptionId} = ${d.id} and ${fdo.platformType} = ${scope})
    or not exists (select 1 from ${fdo} where ${fdo.disruptionId} = ${d.id}))`;
}

function counted(scope: Scope, what: SQL): SQL<number> {
  const platform = scope === null ? sql`` : sql` and ${fdo.platformType} = ${scope}`;
  return sql<number>`(select ${what} from ${fdo} where ${fdo.disruptionId} = ${d.id}${platform})`;
}

function rowColumns(scope: Scope, timeZone: string) {
  return {
    id: d.id,
    disruptionNo: d.disruptionNo,
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
    status: d.status,
    compensationChecked: d.compensationChecked,
    compensationEligible: d.compensationEligible,
    compensationAmount: sql<string | null>`${d.compensationAmount}::text`,
    compensationNote: d.compensationNote,
    affectedOrders: counted(scope, sql`count(*)::int`),
    affectedPassengers: counted(scope, sql`coalesce(sum(${fdo.passengerCount}), 0)::int`),
    detectedAt: instantText(d.detectedAt, timeZone),
    updatedAt: instantText(d.updatedAt, timeZone),
  };
}

export type DisruptionRecord = Awaited<
  ReturnType<ReturnType<typeof createDisruptionsRepository>['page']>
>['rows'][number];

function orderOf(sort: DisruptionSort): SQL[] {
  const direction = sort.order === 'ascend' ? asc : desc;
  if (sort.field === 'flightDate') return [direction(d.originalDepTime), direction(d.id)];
  if (sort.field === 'delayMinutes') return [direction(d.delayMinutes), desc(d.id)];
  if (sort.field === 'detectedAt') return [direction(d.detectedAt), direction(d.id)];
  return [desc(d.detectedAt), desc(d.id)];
}

export function createDisruptionsRepository(db: Database | DbTransaction, timeZone: string) {
  return {
    async page(scope: Scope, filter: DisruptionFilter, sort: DisruptionSort, offset: number, limit: number) {
      const where = and(
        visible(scope),
        filter.status ? eq(d.status, filter.status) : undefined,
        filter.type ? eq(d.type, filter.type) : undefined,
        filter.airline ? eq(d.airline, filter.airline) : undefined,
        filter.flightNo
          ? sql`${d.flightNo} like ${`%${filter.flightNo.replace(/[\\%_]/g, '\\$&')}%`}`
          : undefined,
        filter.startDate ? gte(d.flightDate, filter.startDate) : undefined,
        filter.endDate ? lte(d.flightDate, filter.endDate) : undefined,
      );
      return pageWithTotal(
        db
          .select(rowColumns(scope, timeZone))
          .from(d)
          .where(where)
          .orderBy(...orderOf(sort))
          .limit(limit)
          .offset(offset),
        db.select(LIST_TOTAL).from(d).where(where),
      );
    },

    async row(scope: Scope, id: number) {
      const [row] = await db
        .select(rowColumns(scope, timeZone))
        .from(d)
        .where(and(eq(d.id, id), visible(scope)));
      return row;
    },

    /** Locks the disruption for a transition; undefined when the caller may not see it. */
    async lock(scope: Scope, id: number) {
      const [row] = await db
        .select({
          id: d.id,
          disruptionNo: d.disruptionNo,
          status: d.status,
          type: d.type,
          flightNo: d.flightNo,
          flightDate: d.flightDate,
          dep: d.dep,
          arr: d.arr,
          delayMinutes: d.delayMinutes,
          compensationChecked: d.compensationChecked,
        })
        .from(d)
        .where(and(eq(d.id, id), visible(scope)))
        .for('update');
      return row;
    },

    /** The affected orders the caller sees, by order number. */
    async affectedOrders(scope: Scope, id: number) {
      const links = await db
        .select({ orderId: fdo.orderId })
        .from(fdo)
        .where(and(eq(fdo.disruptionId, id), scope === null ? undefined : eq(fdo.platformType, scope)));
      return orderHeads(
        db,
        links.map((link) => link.orderId),
      );
    },

    passengersOf: (orderIds: number[]) => passengersOfOrders(db, orderIds),

    async history(id: number) {
      return db
        .select({
          createTime: sql<string>`${instantText(flightDisruptionEvents.createdAt, timeZone)}`,
          operator: flightDisruptionEvents.operator,
          fromStatus: flightDisruptionEvents.fromStatus,
          toStatus: flightDisruptionEvents.toStatus,
          note: flightDisruptionEvents.note,
        })
        .from(flightDisruptionEvents)
        .where(eq(flightDisruptionEvents.disruptionId, id))
        .orderBy(asc(flightDisruptionEvents.createdAt), asc(flightDisruptionEvents.id));
    },

    /** The segments flying this flight that day, one per order still travelling. */
    flightSegments: (airline: string, flightNo: string, flightDate: string) =>
      ordersOnFlight(db, { airline, flightNo, flightDate }),

    /** An open disruption of this flight on this day, if one exists. */
    async openOnFlight(flightNo: string, flightDate: string) {
      const [row] = await db
        .select({ disruptionNo: d.disruptionNo, status: d.status })
        .from(d)
        .where(and(eq(d.flightNo, flightNo), eq(d.flightDate, flightDate), sql`${d.status} <> 'CLOSED'`))
        .limit(1);
      return row;
    },

    async insert(values: NewDisruption): Promise<{ id: number; disruptionNo: string }> {
      const [row] = await db
        .insert(d)
        .values({
          ...values,
          disruptionNo: sql`'TMP' || substr(md5(random()::text), 1, 20)`,
          updatedAt: values.detectedAt,
        })
        .returning({ id: d.id });
      if (!row) throw new Error('the disruption was not inserted');
      // FD + flight date + id: readable, unique, and sorted like the list.
      const [numbered] = await db
        .update(d)
        .set({
          disruptionNo: sql`'FD' || to_char(${d.flightDate}, 'YYYYMMDD') || lpad(${d.id}::text, 5, '0')`,
        })
        .where(eq(d.id, row.id))
        .returning({ disruptionNo: d.disruptionNo });
      return { id: row.id, disruptionNo: numbered?.disruptionNo ?? '' };
    },

    async insertAffected(
      disruptionId: number,
      rows: { orderId: number; segmentId: number; passengerCount: number; platformType: number }[],
    ): Promise<void> {
      if (rows.length === 0) return;
      await db.insert(fdo).values(rows.map((row) => ({ ...row, disruptionId })));
    },

    async setStatus(id: number, status: DisruptionStatus, at: Date): Promise<void> {
      await db.update(d).set({ status, updatedAt: at }).where(eq(d.id, id));
    },

    async setCompensation(
      id: number,
      result: { eligible: boolean; amount: string; note: string },
      at: Date,
    ): Promise<void> {
      await db
        .update(d)
        .set({
          compensationChecked: true,
          compensationEligible: result.eligible,
          compensationAmount: result.amount,
          compensationNote: result.note,
          updatedAt: at,
        })
        .where(eq(d.id, id));
    },

    async insertEvent(event: {
      disruptionId: number;
      fromStatus: DisruptionStatus | null;
      toStatus: DisruptionStatus;
      operator: string;
      note: string;
      createdAt: Date;
    }): Promise<void> {
      await db.insert(flightDisruptionEvents).values(event);
    },

    /** One operation record on every affected order (of every platform: the flight is shared). */
    async recordOnOrders(disruptionId: number, operator: string, content: string, at: Date): Promise<void> {
      await appendOrderRecords(
        db,
        sql`select ${fdo.orderId} from ${fdo} where ${fdo.disruptionId} = ${disruptionId}`,
        {
          operator,
          content,
          at,
        },
      );
    },
  };
}
