import type { OrderFilter, OrderSortField, OrderStatus } from '@ota/contract';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { orders, orderStatusCounts } from '../../db/schema/orders';
import type { Database } from '../../platform/db';
import { orderRowColumns } from './order-columns';
import { normalizePassengerName } from './passenger-name-search';
import { containing } from '../../platform/sql-text';

/** The WHERE of the list and the exports; `scope` is the platform the caller may read (null: all). */
export function orderWhere(scope: number | null, filter: OrderFilter, timeZone: string): SQL | undefined {
  const dayStart = (day: string) => sql`(${day}::date)::timestamp at time zone ${timeZone}`;
  const nextDayStart = (day: string) => sql`(${day}::date + 1)::timestamp at time zone ${timeZone}`;
  return and(
    scope === null ? undefined : eq(orders.platformType, scope),
    filter.platformType === undefined ? undefined : eq(orders.platformType, filter.platformType),
    filter.orderNo ? eq(orders.orderNo, filter.orderNo) : undefined,
    filter.pnr ? eq(orders.pnr, filter.pnr) : undefined,
    filter.passengerName
      ? sql`${orders.passengerNames} like ${containing(normalizePassengerName(filter.passengerName))}`
      : undefined,
    filter.email ? sql`lower(${orders.passengerEmail}) = ${filter.email.toLowerCase()}` : undefined,
    filter.status?.length ? inArray(orders.status, filter.status) : undefined,
    filter.bookStart ? sql`${orders.bookTime} >= ${dayStart(filter.bookStart)}` : undefined,
    filter.bookEnd ? sql`${orders.bookTime} < ${nextDayStart(filter.bookEnd)}` : undefined,
    filter.departStart ? sql`${orders.departTime} >= ${filter.departStart}::date` : undefined,
    filter.departEnd ? sql`${orders.departTime} < ${filter.departEnd}::date + 1` : undefined,
    filter.airline ? eq(orders.airline, filter.airline) : undefined,
    filter.dep ? eq(orders.depAirport, filter.dep) : undefined,
    filter.arr ? eq(orders.arrAirport, filter.arr) : undefined,
    filter.channel ? eq(orders.channel, filter.channel) : undefined,
  );
}

const SORT_COLUMNS = {
  bookTime: orders.bookTime,
  departTime: orders.departTime,
  // Across currencies only the EUR value orders prices truthfully.
  totalPrice: orders.totalPriceEur,
  status: orders.status,
} as const;

function orderBy(field: OrderSortField, direction: 'asc' | 'desc'): SQL[] {
  const by = direction === 'asc' ? asc : desc;
  const keys = [by(SORT_COLUMNS[field])];
  if (field === 'status') keys.push(desc(orders.bookTime));
  keys.push(by(orders.id));
  return keys;
}

/** Which platforms and statuses a filter keeps, when it filters by nothing else; null otherwise. */
export interface StatusCountScope {
  platforms: number[];
  statuses: OrderStatus[] | null;
}

export function statusCountScope(scope: number | null, filter: OrderFilter): StatusCountScope | null {
  const { status, platformType, ...others } = filter;
  if (Object.values(others).some((value) => value !== undefined)) return null;
  const platforms = [1, 2].filter(
    (platform) =>
      (scope === null || scope === platform) && (platformType === undefined || platformType === platform),
  );
  return { platforms, statuses: status?.length ? status : null };
}

/** The total from the kept counts (order_status_counts) instead of counting the orders. */
function countedTotal(db: Database, counts: StatusCountScope) {
  return db
    .select({ total: sql<number>`coalesce(sum(${orderStatusCounts.orders}), 0)::int` })
    .from(orderStatusCounts)
    .where(
      and(
        counts.platforms.length ? inArray(orderStatusCounts.platformType, counts.platforms) : sql`false`,
        counts.statuses ? inArray(orderStatusCounts.status, counts.statuses) : undefined,
      ),
    );
}

/** The two statements of a list page (rows and total); the benchmark runs them straight too. */
export function orderPageQueries(
  db: Database,
  timeZone: string,
  where: SQL | undefined,
  sort: { field: OrderSortField; direction: 'asc' | 'desc' },
  offset: number,
  limit: number,
  counts: StatusCountScope | null = null,
) {
  // Deferred join: the page's ids first (the index alone, however deep the offset), then the
  // formatted columns of those 20 rows only.
  const page = db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(...orderBy(sort.field, sort.direction))
    .limit(limit)
    .offset(offset)
    .as('page');
  return {
    rows: db
      .select(orderRowColumns(timeZone))
      .from(orders)
      .innerJoin(page, eq(orders.id, page.id))
      .orderBy(...orderBy(sort.field, sort.direction)),
    count: counts
      ? countedTotal(db, counts)
      : db
          .select({ total: sql<number>`count(*)::int` })
          .from(orders)
          .where(where),
  };
}

export function createOrdersRepository(db: Database, timeZone: string) {
  return {
    async page(
      where: SQL | undefined,
      sort: { field: OrderSortField; direction: 'asc' | 'desc' },
      offset: number,
      limit: number,
      counts: StatusCountScope | null,
    ) {
      const queries = orderPageQueries(db, timeZone, where, sort, offset, limit, counts);
      const [rows, [count]] = await Promise.all([queries.rows, queries.count]);
      return { rows, total: count?.total ?? 0 };
    },
  };
}
