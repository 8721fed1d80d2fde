import {
  QUEUE_KINDS,
  caseQueueQuery,
  openStatuses,
  queuedKinds,
  type CaseQueueCount,
  type CaseQueuePage,
  type CaseQueueQuery,
  QUEUE_CODES,
} from '@ota/contract';
import { and, asc, eq, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterSalesCases } from '../../db/schema';
import { requirePrincipal } from '../../platform/auth';
import type { Database } from '../../platform/db';
import { ok } from '../../platform/envelope';
import { LIST_TOTAL, pageOffset, pageWithTotal } from '../../platform/pagination';
import { formatDateTime } from '../../platform/time';
import { parseInput } from '../../platform/validation';
import { expireDue } from './case-kernel';
import { inPlatformScope } from './flight-cases';

/** Open cases of these kinds: each kind's states that can still move, as it declares them. */
function openCasesOf(kinds: readonly string[]): SQL | undefined {
  const pairs = kinds.flatMap((name) => {
    const kind = QUEUE_KINDS[name];
    const open = kind ? openStatuses(kind) : [];
    return open.length > 0
      ? [and(eq(afterSalesCases.kind, name), inArray(afterSalesCases.status, open))]
      : [];
  });
  return pairs.length > 0 ? or(...pairs) : sql`false`;
}

function queueWhere(scope: number | null, kinds: readonly string[], query: Partial<CaseQueueQuery>) {
  return and(
    // A case of a flight (a disruption) has no platform: its kind says whose it is.
    inPlatformScope(scope),
    openCasesOf(query.kind ? kinds.filter((kind) => kind === query.kind) : kinds),
    query.status ? eq(afterSalesCases.status, query.status) : undefined,
    query.overdueOnly ? lt(afterSalesCases.deadline, sql`now()`) : undefined,
  );
}

/**
 * What is due, across every kind the caller works on (issue 10 §5): open cases by deadline, soonest
 * first, cases without a deadline last. One query over the kernel's table, whatever the kind.
 */
async function queuePage(
  db: Database,
  timeZone: string,
  scope: number | null,
  kinds: readonly string[],
  query: CaseQueueQuery,
): Promise<CaseQueuePage> {
  for (const kind of kinds) {
    const declaration = QUEUE_KINDS[kind];
    if (declaration) await expireDue(db, declaration);
  }
  const where = queueWhere(scope, kinds, query);
  const { rows, total } = await pageWithTotal(
    db
      .select()
      .from(afterSalesCases)
      .where(where)
      .orderBy(sql`${afterSalesCases.deadline} asc nulls last`, asc(afterSalesCases.id))
      .limit(query.pageSize)
      .offset(pageOffset(query)),
    db.select(LIST_TOTAL).from(afterSalesCases).where(where),
  );
  const now = Date.now();
  return {
    totalCount: total,
    pageList: rows.map((row) => ({
      id: row.id,
      caseNo: row.caseNo,
      kind: row.kind,
      subType: row.subType,
      orderNo: row.orderNo,
      pnr: row.pnr,
      status: row.status,
      deadline: row.deadline ? formatDateTime(row.deadline, timeZone) : null,
      secondsLeft: row.deadline ? Math.round((row.deadline.getTime() - now) / 1000) : null,
      overdue: row.deadline !== null && row.deadline.getTime() <= now,
      createTime: formatDateTime(row.createdAt, timeZone),
    })),
  };
}

async function queueCount(
  db: Database,
  scope: number | null,
  kinds: readonly string[],
): Promise<CaseQueueCount> {
  const [count] = await db
    .select({
      open: sql<number>`count(*)::int`,
      overdue: sql<number>`(count(*) filter (where ${afterSalesCases.deadline} <= now()))::int`,
    })
    .from(afterSalesCases)
    .where(queueWhere(scope, kinds, {}));
  return count ?? { open: 0, overdue: 0 };
}

/** The queue (`/html/queue`): anyone who works on a kind of case sees that kind's open cases. */
export async function caseQueueRoutes(app: FastifyInstance): Promise<void> {
  const access = { anyOf: QUEUE_CODES };
  app.get('/afterSales/queue', { config: { access } }, async (request) => {
    const { platformType, codes } = requirePrincipal(request);
    const query = parseInput(caseQueueQuery, request.query);
    return ok(await queuePage(app.db, app.config.timeZone, platformType, queuedKinds(codes), query));
  });
  app.get('/afterSales/queue/count', { config: { access } }, async (request) => {
    const { platformType, codes } = requirePrincipal(request);
    return ok(await queueCount(app.db, platformType, queuedKinds(codes)));
  });
}
