import { CASE_KINDS, caseCalls, isOpenCase, type OpenCaseBadge, type OrderCaseRow } from '@ota/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterSalesCases } from '../../db/schema/cases';
import { requirePrincipal } from '../../platform/auth';
import type { Database } from '../../platform/db';
import { routeCall } from '../../platform/declared-call';
import { formatDateTime } from '../../platform/time';
import { expireDue } from './case-kernel';

const inScope = (scope: number | null) =>
  scope === null ? undefined : eq(afterSalesCases.platformType, scope);

async function expireAll(db: Database): Promise<void> {
  for (const kind of Object.values(CASE_KINDS)) await expireDue(db, kind);
}

/** Every case of one order, newest first, across kinds (the order details' After-sales table). */
async function orderCases(
  db: Database,
  timeZone: string,
  scope: number | null,
  orderNo: string,
): Promise<OrderCaseRow[]> {
  await expireAll(db);
  const rows = await db
    .select()
    .from(afterSalesCases)
    .where(and(sql`upper(${afterSalesCases.orderNo}) = upper(${orderNo})`, inScope(scope)))
    .orderBy(desc(afterSalesCases.createdAt), desc(afterSalesCases.id));
  return rows.map((row) => ({
    id: row.id,
    caseNo: row.caseNo,
    kind: row.kind,
    subType: row.subType,
    status: row.status,
    open: isOpenCase(row.kind, row.status),
    applicationAmount: row.applicationAmount,
    confirmedAmount: row.confirmedAmount,
    serviceCharge: row.serviceCharge,
    currency: row.currency,
    deadline: row.deadline ? formatDateTime(row.deadline, timeZone) : null,
    secondsLeft: row.deadline ? Math.round((row.deadline.getTime() - Date.now()) / 1000) : null,
    createTime: formatDateTime(row.createdAt, timeZone),
  }));
}

/** The open cases of the orders of a list page, one badge per order that has any. */
async function openCases(db: Database, scope: number | null, orderNos: string[]): Promise<OpenCaseBadge[]> {
  const rows = await db
    .select({
      orderNo: afterSalesCases.orderNo,
      caseNo: afterSalesCases.caseNo,
      kind: afterSalesCases.kind,
      status: afterSalesCases.status,
    })
    .from(afterSalesCases)
    .where(and(inArray(afterSalesCases.orderNo, orderNos), inScope(scope)))
    .orderBy(afterSalesCases.orderNo, desc(afterSalesCases.id));
  const badges = new Map<string, OpenCaseBadge>();
  for (const row of rows) {
    if (!isOpenCase(row.kind, row.status)) continue;
    const badge = badges.get(row.orderNo) ?? { orderNo: row.orderNo, cases: [] };
    badge.cases.push({ caseNo: row.caseNo, kind: row.kind, status: row.status });
    badges.set(row.orderNo, badge);
  }
  return [...badges.values()];
}

/**
 * The cases of orders, for the order pages (1001-1): the After-sales table and the list's badges. The
 * calls are declared in the contract (caseCalls, decision 0043).
 */
export async function orderCasesRoutes(app: FastifyInstance): Promise<void> {
  routeCall(app, caseCalls.orderCases, (query, request) =>
    orderCases(app.db, app.config.timeZone, requirePrincipal(request).platformType, query.orderNo),
  );
  routeCall(app, caseCalls.openCases, (query, request) =>
    openCases(app.db, requirePrincipal(request).platformType, query.orderNos),
  );
}
