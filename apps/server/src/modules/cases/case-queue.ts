import {
  QUEUE_KINDS,
  caseCalls,
  queuedKinds,
  type CaseQueueCount,
  type CaseQueuePage,
  type CaseQueueQuery,
} from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import type { Database } from '../../platform/db';
import { routeCall } from '../../platform/declared-call';
import { pageOffset } from '../../platform/pagination';
import { formatDateTime } from '../../platform/time';
import { expireDue } from './case-kernel';
import { queueRows, queueTotal, type QueueAsk } from './case-queue-sql';

/**
 * What is due, across every kind the caller works on (issue 10 §5): open cases by deadline, soonest
 * first, cases without a deadline last, over the kernel's table whatever the kind.
 */
async function queuePage(
  db: Database,
  timeZone: string,
  ask: QueueAsk,
  query: CaseQueueQuery,
): Promise<CaseQueuePage> {
  await expireDueOf(db, ask.kinds);
  const [rows, total] = await Promise.all([
    queueRows(db, ask, { offset: pageOffset(query), limit: query.pageSize }),
    queueTotal(db, ask),
  ]);
  const now = Date.now();
  const time = (ms: number) => formatDateTime(new Date(ms), timeZone);
  return {
    totalCount: total,
    pageList: rows.map((row) => ({
      id: Number(row.id),
      caseNo: row.case_no,
      kind: row.kind,
      subType: row.sub_type,
      orderNo: row.order_no,
      pnr: row.pnr,
      status: row.status,
      deadline: row.deadline_ms === null ? null : time(row.deadline_ms),
      secondsLeft: row.deadline_ms === null ? null : Math.round((row.deadline_ms - now) / 1000),
      overdue: row.deadline_ms !== null && row.deadline_ms <= now,
      createTime: time(row.created_ms),
    })),
  };
}

/** Quotes past their deadline expire before the queue is read, as each kind's list does. */
async function expireDueOf(db: Database, kinds: readonly string[]): Promise<void> {
  for (const kind of kinds) {
    const declaration = QUEUE_KINDS[kind];
    if (declaration) await expireDue(db, declaration);
  }
}

async function queueCount(db: Database, ask: QueueAsk): Promise<CaseQueueCount> {
  const [open, overdue] = await Promise.all([
    queueTotal(db, ask),
    queueTotal(db, { ...ask, overdueOnly: true }),
  ]);
  return { open, overdue };
}

/**
 * The queue (`/html/queue`): anyone who works on a kind of case sees that kind's open cases. The
 * calls are declared in the contract (caseCalls, decision 0043).
 */
export async function caseQueueRoutes(app: FastifyInstance): Promise<void> {
  routeCall(app, caseCalls.queue, (query, request) => {
    const { platformType, codes } = requirePrincipal(request);
    const kinds = queuedKinds(codes).filter((kind) => !query.kind || kind === query.kind);
    const ask = { scope: platformType, kinds, status: query.status, overdueOnly: query.overdueOnly };
    return queuePage(app.db, app.config.timeZone, ask, query);
  });
  routeCall(app, caseCalls.queueCount, (_query, request) => {
    const { platformType, codes } = requirePrincipal(request);
    return queueCount(app.db, { scope: platformType, kinds: queuedKinds(codes) });
  });
}
