import { and, desc, eq, gte, ilike, lt, sql, type SQL } from 'drizzle-orm';
import { caseStatusCounts } from '../../db/schema/case-counts';
import { afterSalesCases } from '../../db/schema/cases';
import type { Database } from '../../platform/db';
import { LIST_TOTAL, pageWithTotal } from '../../platform/pagination';
import { orderCase, type CaseRecord } from './cases.repository';
import { containing } from '../../platform/sql-text';

/** The filters every case list has (spec section 7): each kind's list picks what it shows. */
export interface CaseFilter {
  scope: number | null;
  caseNo?: string;
  orderNo?: string;
  pnr?: string;
  passengerName?: string;
  airline?: string;
  subType?: string;
  status?: string;
  /** Business-time dates 'YYYY-MM-DD', both ends included. */
  createStart?: string;
  createEnd?: string;
  deadlineStart?: string;
  deadlineEnd?: string;
}

function dayRange(
  column: typeof afterSalesCases.createdAt | typeof afterSalesCases.deadline,
  start: string | undefined,
  end: string | undefined,
  timeZone: string,
) {
  return [
    start ? gte(column, sql`(${start}::date)::timestamp at time zone ${timeZone}`) : undefined,
    end ? lt(column, sql`(${end}::date + 1)::timestamp at time zone ${timeZone}`) : undefined,
  ];
}

function caseWhere(kind: string, filter: CaseFilter, timeZone: string): SQL | undefined {
  return and(
    eq(afterSalesCases.kind, kind),
    filter.scope === null ? undefined : eq(afterSalesCases.platformType, filter.scope),
    filter.caseNo ? ilike(afterSalesCases.caseNo, containing(filter.caseNo)) : undefined,
    filter.orderNo ? ilike(afterSalesCases.orderNo, containing(filter.orderNo)) : undefined,
    filter.pnr ? eq(afterSalesCases.pnr, filter.pnr.toUpperCase()) : undefined,
    filter.passengerName
      ? ilike(afterSalesCases.passengerNames, containing(filter.passengerName))
      : undefined,
    filter.airline ? eq(afterSalesCases.airline, filter.airline.toUpperCase()) : undefined,
    filter.subType ? eq(afterSalesCases.subType, filter.subType) : undefined,
    filter.status ? eq(afterSalesCases.status, filter.status) : undefined,
    ...dayRange(afterSalesCases.createdAt, filter.createStart, filter.createEnd, timeZone),
    ...dayRange(afterSalesCases.deadline, filter.deadlineStart, filter.deadlineEnd, timeZone),
  );
}

/** The filters of caseWhere beyond scope and state (a kind's page query also holds its paging). */
const NARROWING = [
  'caseNo',
  'orderNo',
  'pnr',
  'passengerName',
  'airline',
  'subType',
  'createStart',
  'createEnd',
  'deadlineStart',
  'deadlineEnd',
] as const satisfies readonly (keyof CaseFilter)[];

/**
 * The total from the kept counts (case_status_counts) when the list is filtered by its scope and state
 * only, as an operator opens it; null when another filter is set and the cases must be counted.
 */
function keptTotal(db: Database, kind: string, filter: CaseFilter) {
  if (NARROWING.some((key) => filter[key])) return null;
  const { scope, status } = filter;
  return db
    .select({ total: sql<number>`coalesce(sum(${caseStatusCounts.cases}), 0)::int` })
    .from(caseStatusCounts)
    .where(
      and(
        eq(caseStatusCounts.kind, kind),
        scope === null ? undefined : eq(caseStatusCounts.platformType, scope),
        status ? eq(caseStatusCounts.status, status) : undefined,
      ),
    );
}

/** A page of one kind's cases, newest first, with the total the filter matches. */
export function casePage(
  db: Database,
  kind: string,
  filter: CaseFilter,
  page: { offset: number; limit: number },
  timeZone: string,
): Promise<{ rows: CaseRecord[]; total: number }> {
  const where = caseWhere(kind, filter, timeZone);
  return pageWithTotal(
    db
      .select(orderCase)
      .from(afterSalesCases)
      .where(where)
      .orderBy(desc(afterSalesCases.createdAt), desc(afterSalesCases.id))
      .limit(page.limit)
      .offset(page.offset),
    keptTotal(db, kind, filter) ?? db.select(LIST_TOTAL).from(afterSalesCases).where(where),
  );
}

export interface OrderWithCases {
  orderNo: string;
  pnr: string;
  airline: string;
  platformType: number;
  cases: number;
  lastCaseNo: string;
  lastStatus: string;
  lastCreatedAt: Date;
}

/** The orders that have cases of the kind, the latest case first, with how many each has. */
export async function ordersWithCases(
  db: Database,
  kind: string,
  filter: Pick<CaseFilter, 'scope' | 'orderNo' | 'pnr'>,
  page: { offset: number; limit: number },
): Promise<{ rows: OrderWithCases[]; total: number }> {
  const where = caseWhere(kind, filter, 'UTC');
  const latest = db
    .selectDistinctOn([afterSalesCases.orderId], {
      orderId: afterSalesCases.orderId,
      orderNo: afterSalesCases.orderNo,
      pnr: afterSalesCases.pnr,
      airline: afterSalesCases.airline,
      // Only cases of orders are listed by order: their platform is always there.
      platformType: sql<number>`${afterSalesCases.platformType}`.as('platform_type'),
      cases: sql<number>`(count(*) over (partition by ${afterSalesCases.orderId}))::int`.as('cases'),
      lastCaseNo: sql<string>`${afterSalesCases.caseNo}`.as('last_case_no'),
      lastStatus: sql<string>`${afterSalesCases.status}`.as('last_status'),
      lastCreatedAt: sql<Date>`${afterSalesCases.createdAt}`.as('last_created_at'),
    })
    .from(afterSalesCases)
    .where(where)
    .orderBy(afterSalesCases.orderId, desc(afterSalesCases.createdAt), desc(afterSalesCases.id))
    .as('latest');
  return pageWithTotal(
    db
      .select({
        orderNo: latest.orderNo,
        pnr: latest.pnr,
        airline: latest.airline,
        platformType: latest.platformType,
        cases: latest.cases,
        lastCaseNo: latest.lastCaseNo,
        lastStatus: latest.lastStatus,
        lastCreatedAt: latest.lastCreatedAt,
      })
      .from(latest)
      .orderBy(desc(latest.lastCreatedAt), desc(latest.orderId))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(distinct ${afterSalesCases.orderId})::int` })
      .from(afterSalesCases)
      .where(where),
  );
}

/**
 * A lateral subquery for a list that starts from orders (the rebook list): the latest case of the
 * kind of the order whose id is `orderId`, as columns case_no, status, sub_type.
 */
export function latestCaseOf(kind: string, orderId: SQL): SQL {
  return sql`(select ${afterSalesCases.caseNo} as case_no, ${afterSalesCases.status} as status,
      ${afterSalesCases.subType} as sub_type from ${afterSalesCases}
    where ${afterSalesCases.kind} = ${kind} and ${afterSalesCases.orderId} = ${orderId}
    order by ${afterSalesCases.createdAt} desc, ${afterSalesCases.id} desc limit 1)`;
}
