// The after-sales figures of `npm run bench` (issue 9): the lists of every built case kind, one refund
// move with its ledger entry and records, and a batch move of 100 refunds, on PostgreSQL and PGlite over
// `cases` cases of each kind. Every API figure is measured beside the same service call run straight on
// the server's own database, the two sides alternating in short rounds (as the orders figures).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type DatabaseHandle } from '../apps/server/src/platform/db';
import { rowsOf } from '../apps/server/src/platform/sql-rows';
import { apiSide, interleave, summarize } from './lib/interleave';
import { SEEDED_KINDS, seedCases } from './lib/cases-seed';
import type { CaseList, CasePageAsk, RefundBatchAsk, RefundMoveAsk } from './lib/cases-sql';
import { consoleApi, type ConsoleApi } from './lib/orders-api';
import { seedWithCli } from './lib/orders-processes';
import type { Report } from './lib/report';
import { startProcess, type RunningServer } from './lib/server-process';
import { check, repeat, sqlSide, type Engine } from './orders';

const PG_PORT = 18492;
const PGLITE_PORT = 18493;
const CALLS_PER_ROUND = 3;
const LIST_PLAN = { rounds: 15, warmup: 2 };
const MOVE_PLAN = { rounds: 21, warmup: 2 };
const BATCH_SIZE = 100;
const BATCH_PLAN = { rounds: 7, warmup: 1 };
const MOVE_MS = 15;
const BATCH_MS = 300;

interface ListOf {
  list: CaseList;
  kind: string;
  label: string;
  path: string;
  /** A state the status filter asks for, its cases spread over the whole range. */
  status: string;
}

const LISTS: readonly ListOf[] = [
  { list: 'refunds', kind: 'REFUND', label: 'refunds', path: '/orderRefund/pageList', status: 'CONFIRMED' },
  {
    list: 'ticketChanges',
    kind: 'TICKET_CHANGE',
    label: 'ticket changes',
    path: '/orderTicketChanging/pageList',
    status: 'PAID',
  },
  {
    list: 'passengerChanges',
    kind: 'PASSENGER_CHANGE',
    label: 'passenger changes',
    path: '/passengerInfoChanging/pageList',
    status: 'SUBMITTED',
  },
];

interface ListFigure {
  of: ListOf;
  name: string;
  params: Record<string, string>;
}

interface Prepared {
  lists: ListFigure[];
  /** Refunds AIRLINE_APPROVED on the admin's platform with a paid order: each moves to REFUNDED once. */
  approved: { id: number; version: number }[];
}

interface Targets {
  engine: string;
  listMs: number;
}

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

async function prepare(db: DatabaseHandle['db']): Promise<Prepared> {
  const lists: ListFigure[] = [];
  for (const of of LISTS) {
    const [sample] = await rowsOf<{ order_no: string }>(
      db,
      sql`select order_no from after_sales_cases where kind = ${of.kind} and platform_type = 1
        order by id desc limit 1`,
    );
    if (!sample) throw new Error(`no ${of.label} to list`);
    lists.push(
      { of, name: 'first page', params: {} },
      {
        of,
        name: `status ${of.status}, created in the last 30 days`,
        params: { status: of.status, createStart: day(-29), createEnd: day(0) },
      },
      { of, name: 'order number', params: { orderNo: sample.order_no } },
    );
  }
  const approved = await rowsOf<{ id: number; version: number }>(
    db,
    sql`select c.id::int as id, c.version from after_sales_cases c
      where c.kind = 'REFUND' and c.status = 'AIRLINE_APPROVED' and c.platform_type = 1
        and exists (select 1 from order_payments p where p.order_id = c.order_id)
      order by c.id desc
      limit ${2 * (MOVE_PLAN.rounds + MOVE_PLAN.warmup) * CALLS_PER_ROUND + 2 * (BATCH_PLAN.rounds + BATCH_PLAN.warmup) * BATCH_SIZE}`,
  );
  return { lists, approved };
}

async function listFigures(
  report: Report,
  targets: Targets,
  server: RunningServer,
  api: ConsoleApi,
  lists: ListFigure[],
) {
  for (const figure of lists) {
    const ask = { list: figure.of.list, params: figure.params };
    await api.get(figure.of.path, figure.params);
    await server.ask('casePage', { ...ask, calls: 1 } satisfies CasePageAsk);
  }
  for (const figure of lists) {
    const first = await api.get<{ totalCount: number }>(figure.of.path, figure.params);
    const call = () => api.get(figure.of.path, figure.params);
    const pair = summarize(
      await interleave(
        apiSide(server, () => repeat(CALLS_PER_ROUND, call)),
        sqlSide(
          server,
          'casePage',
          () =>
            ({ list: figure.of.list, params: figure.params, calls: CALLS_PER_ROUND }) satisfies CasePageAsk,
        ),
        LIST_PLAN,
      ),
    );
    report.overSql(
      `${figure.of.label} ${figure.name}, page 1 of ${first.totalCount.toLocaleString('en-US')} (${targets.engine})`,
      pair,
      check(targets.listMs, pair),
    );
  }
}

/** AIRLINE_APPROVED → REFUNDED: the credit to the paying account once, the tickets, two records, mail. */
async function moveFigures(
  report: Report,
  targets: Targets,
  server: RunningServer,
  api: ConsoleApi,
  approved: Prepared['approved'],
) {
  const movesNeeded = 2 * (MOVE_PLAN.rounds + MOVE_PLAN.warmup) * CALLS_PER_ROUND;
  const moves = approved.slice(0, movesNeeded);
  if (moves.length < movesNeeded) {
    report.single(`refund move to REFUNDED (${targets.engine})`, `only ${approved.length} approved refunds`);
    return;
  }
  // Round r: the API moves the first three of its six refunds, the SQL side the other three.
  const movesOf = (round: number, side: 0 | 1) =>
    moves.slice((round * 2 + side) * CALLS_PER_ROUND, (round * 2 + side + 1) * CALLS_PER_ROUND);
  const move = await interleave(
    apiSide(server, (round) =>
      movesOf(round, 0).map(
        (refund) => () => api.post('/orderRefund/update', { ...refund, status: 'REFUNDED' }),
      ),
    ),
    sqlSide(
      server,
      'refundMove',
      (round) => ({ moves: movesOf(round, 1), status: 'REFUNDED' }) satisfies RefundMoveAsk,
    ),
    MOVE_PLAN,
  );
  const movePair = summarize(move);
  report.overSql(
    `refund to REFUNDED: credit, tickets, records (${targets.engine})`,
    movePair,
    check(MOVE_MS, movePair),
  );

  const pool = approved.slice(movesNeeded).map((refund) => refund.id);
  const rounds = Math.min(BATCH_PLAN.rounds, Math.floor(pool.length / (2 * BATCH_SIZE)) - BATCH_PLAN.warmup);
  if (rounds < 3) {
    report.single(
      `batch of ${BATCH_SIZE} refunds to REFUNDED (${targets.engine})`,
      `only ${pool.length} approved refunds left`,
    );
    return;
  }
  const batchOf = (round: number, side: 0 | 1) =>
    pool.slice((round * 2 + side) * BATCH_SIZE, (round * 2 + side + 1) * BATCH_SIZE);
  const batch = summarize(
    await interleave(
      apiSide(server, (round) => [
        () =>
          api.post('/orderRefund/batchModStatus', { ids: batchOf(round, 0).join(','), status: 'REFUNDED' }),
      ]),
      sqlSide(
        server,
        'refundBatch',
        (round) => ({ batches: [batchOf(round, 1)], status: 'REFUNDED' }) satisfies RefundBatchAsk,
      ),
      { rounds, warmup: BATCH_PLAN.warmup },
    ),
  );
  report.overSql(`batch of ${BATCH_SIZE} refunds to REFUNDED (${targets.engine})`, batch, {
    target: `< ${BATCH_MS} ms`,
    met: batch.a.median < BATCH_MS,
  });
}

async function measureEngine(
  report: Report,
  targets: Targets,
  cases: number,
  start: () => Promise<RunningServer>,
  openDirect: () => Promise<DatabaseHandle>,
): Promise<void> {
  const direct = await openDirect();
  let prepared: Prepared;
  try {
    const seedMs = await seedCases(direct.db, cases);
    const kinds = SEEDED_KINDS.length;
    report.single(
      `seed ${cases.toLocaleString('en-US')} cases of each of ${kinds} kinds, with records (${targets.engine})`,
      `${(seedMs / 1000).toFixed(1)} s`,
    );
    prepared = await prepare(direct.db);
  } finally {
    await direct.close();
  }
  const server = await start();
  try {
    const api = consoleApi(server.url);
    await api.signIn('admin', 'admin123');
    await listFigures(report, targets, server, api, prepared.lists);
    await moveFigures(report, targets, server, api, prepared.approved);
  } finally {
    await server.stop();
  }
}

/** The server of the figures: no demo seeding, no airline poll (its background calls would share the rounds). */
const serverEnv = { DEMO: '0', AIRLINE_POLL_SECONDS: '0' };

async function postgresFigures(report: Report, orders: number, cases: number): Promise<void> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `bench_cases_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    await seedWithCli({ DATABASE_URL: url.toString() }, orders);
    await measureEngine(
      report,
      { engine: 'PostgreSQL', listMs: 30 },
      cases,
      () => startProcess('bench/orders-server.ts', PG_PORT, { DATABASE_URL: url.toString(), ...serverEnv }),
      () => openPostgres(url.toString(), 4),
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function pgliteFigures(report: Report, orders: number, cases: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'ota-bench-cases-'));
  try {
    await seedWithCli({ DATA_DIR: dir }, orders);
    await measureEngine(
      report,
      { engine: 'PGlite', listMs: 100 },
      cases,
      () => startProcess('bench/orders-server.ts', PGLITE_PORT, { DATA_DIR: dir, ...serverEnv }),
      () => openPglite(dir),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function casesBench(
  report: Report,
  opts: { orders: number; cases: number; engines: readonly Engine[] },
): Promise<void> {
  if (opts.engines.includes('postgres')) await postgresFigures(report, opts.orders, opts.cases);
  if (opts.engines.includes('pglite')) await pgliteFigures(report, opts.orders, opts.cases);
}
