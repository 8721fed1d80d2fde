import { QUEUE_KINDS, openStatuses } from '@ota/contract';
import { and, eq, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { caseStatusCounts as counts } from '../../db/schema/case-counts';
import { afterSalesCases as c } from '../../db/schema/cases';
import type { Database } from '../../platform/db';
import { rowsOf } from '../../platform/sql-rows';
import { isFlightCaseKind, kindInPlatformScope } from './flight-cases';

/** What the queue is asked: whose cases, of which kinds, narrowed to a state or to the overdue ones. */
export interface QueueAsk {
  scope: number | null;
  kinds: readonly string[];
  status?: string;
  overdueOnly?: boolean;
}

/** One kind's open states, as its declaration says (narrowed to the state asked, when it is one). */
interface OpenKind {
  kind: string;
  statuses: string[];
}

export interface QueueCaseRow {
  id: string;
  case_no: string;
  kind: string;
  sub_type: string;
  order_no: string | null;
  pnr: string | null;
  status: string;
  deadline_ms: number | null;
  created_ms: number;
}

function openKinds(ask: QueueAsk): OpenKind[] {
  return ask.kinds.flatMap((kind) => {
    const declaration = QUEUE_KINDS[kind];
    const statuses = declaration ? openStatuses(declaration) : [];
    const asked = statuses.filter((status) => !ask.status || status === ask.status);
    return asked.length > 0 ? [{ kind, statuses: asked }] : [];
  });
}

/**
 * A declared word as an SQL literal: the partial index of the open cases (migration 0022) is used only
 * when the planner sees the kind and its states as constants, which a bound parameter is not.
 */
function literal(word: string): SQL {
  if (!/^[A-Z_]+$/.test(word)) throw new Error(`not a declared word: ${word}`);
  return sql.raw(`'${word}'`);
}

function isOpen(open: OpenKind, table: { kind: AnyPgColumn; status: AnyPgColumn } = c): SQL {
  const states = sql.join(open.statuses.map(literal), sql`, `);
  return sql`(${table.kind} = ${literal(open.kind)} and ${table.status} in (${states}))`;
}

/** One kind's open cases in the scope asked: the rows of the partial index's range for that kind. */
function openCasesOfKind(open: OpenKind, ask: QueueAsk): SQL | undefined {
  return and(
    isOpen(open),
    kindInPlatformScope(open.kind, ask.scope),
    ask.overdueOnly ? lt(c.deadline, sql`now()`) : undefined,
  );
}

/**
 * A page of the queue, soonest deadline first, no deadline last: each kind's first `offset + limit`
 * cases read from the open-cases index in deadline order, merged. One scan of every open case of the
 * platform would sort hundreds of thousands of rows for twenty.
 */
export async function queueRows(
  db: Database,
  ask: QueueAsk,
  page: { offset: number; limit: number },
): Promise<QueueCaseRow[]> {
  const open = openKinds(ask);
  if (open.length === 0) return [];
  const soonest = (table: SQL) => sql`${table}deadline asc nulls last, ${table}id asc`;
  const branches = open.map(
    (kind) => sql`(select ${c.id}, ${c.caseNo}, ${c.kind}, ${c.subType}, ${c.orderNo}, ${c.pnr}, ${c.status},
      ${c.deadline}, ${c.createdAt} from ${c} where ${openCasesOfKind(kind, ask)}
      order by ${soonest(sql`${c}.`)} limit ${page.offset + page.limit})`,
  );
  return rowsOf<QueueCaseRow>(
    db,
    sql`select q.id::text as id, q.case_no, q.kind, q.sub_type, q.order_no, q.pnr, q.status,
        (extract(epoch from q.deadline) * 1000)::float8 as deadline_ms,
        (extract(epoch from q.created_at) * 1000)::float8 as created_ms
      from (${sql.join(branches, sql` union all `)}) q
      order by ${soonest(sql`q.`)} limit ${page.limit} offset ${page.offset}`,
  );
}

/**
 * How many open cases the queue holds for the ask. Cases of orders come from the kept counts
 * (case_status_counts, migration 0021); cases of a flight, seen through their orders, and the
 * overdue ones (a deadline passes without any write) are counted on the open-cases index.
 */
export async function queueTotal(db: Database, ask: QueueAsk): Promise<number> {
  const open = openKinds(ask);
  const counted = open.filter(
    (kind) => ask.overdueOnly || (ask.scope !== null && isFlightCaseKind(kind.kind)),
  );
  const kept = open.filter((kind) => !counted.includes(kind));
  const parts = counted.map((kind) => sql`(select count(*) from ${c} where ${openCasesOfKind(kind, ask)})`);
  if (kept.length > 0) {
    const where = and(
      ask.scope === null ? undefined : eq(counts.platformType, ask.scope),
      or(...kept.map((kind) => isOpen(kind, counts))),
    );
    parts.push(sql`(select coalesce(sum(${counts.cases}), 0) from ${counts} where ${where})`);
  }
  if (parts.length === 0) return 0;
  const [row] = await rowsOf<{ total: number }>(db, sql`select (${sql.join(parts, sql` + `)})::int as total`);
  return row?.total ?? 0;
}
