// The after-sales figures of `npm run bench` (issues 9 and 10): the lists of every case kind, the queue of
// what is due across them, one move of a refund and one of a bag with their ledger entries and records,
// and a batch move of 100 refunds, on PostgreSQL and PGlite over `cases` cases of each kind. Every API
// figure is measured beside the same service call run straight on the server's own database, the two
// sides alternating in short rounds (as the orders figures).
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { openPglite, openPostgres, type DatabaseHandle } from '../apps/server/src/platform/db';
import { rowsOf } from '../apps/server/src/platform/sql-rows';
import { withPgliteDirectory, withPostgresDatabase } from './lib/bench-databases';
import { apiSide, interleave, summarize } from './lib/interleave';
import { SEEDED_KINDS, seedCases } from './lib/cases-seed';
import type { CaseList, CaseMoveAsk, CaseMoveKind, CasePageAsk, RefundBatchAsk } from './lib/cases-sql';
import { consoleApi, type ConsoleApi } from './lib/orders-api';
import { pairOf } from './lib/pairs';
import { seedWithCli } from './lib/orders-processes';
import type { Report } from './lib/report';
import { startProcess, type RunningServer } from './lib/server-process';
import { check, sqlSide, type Engine } from './orders';

const PG_PORT = 18492;
const PGLITE_PORT = 18493;
const CALLS_PER_ROUND = 3;
const MOVE_PLAN = { rounds: 21, warmup: 2 };
const BATCH_SIZE = 100;
const BATCH_PLAN = { rounds: 7, warmup: 1 };
const MOVE_MS = 15;
const BATCH_MS = 300;
/** Issue 10: the queue's first page with 1,000,000 cases in all (one target, whatever the engine). */
const QUEUE_MS = 50;
/** Each move takes cases no round used before: three per side and round. */
const MOVES_NEEDED = 2 * (MOVE_PLAN.rounds + MOVE_PLAN.warmup) * CALLS_PER_ROUND;

interface ListOf {
  list: CaseList;
  kind: string;
  label: string;
  path: string;
  /** A state the status filter asks for, its cases spread over the whole range. */
  status: string;
  /** The status filter's param (default 'status'). */
  statusParam?: string;
  /** The list is a JSON POST (spec section 7), not a GET. */
  json?: boolean;
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
  {
    list: 'baggage',
    kind: 'BAGGAGE',
    label: 'bags',
    path: '/twoBaggageInfo/getTwoBaggageInfo',
    status: 'ISSUED',
    statusParam: 'state',
  },
  { list: 'seats', kind: 'SEAT', label: 'seats', path: '/seatSelectInfo/pageList', status: 'ISSUED' },
  {
    list: 'voidTickets',
    kind: 'VOID_TICKET',
    label: 'void tickets',
    path: '/invalidatedTicket/pageList',
    status: 'VOIDED',
  },
  {
    list: 'compensations',
    kind: 'COMPENSATION',
    label: 'compensations',
    path: '/order/compensation/page/list',
    status: 'ASSESSED',
    json: true,
  },
];

/** A move measured one case at a time, on cases of `kind` in `from` on the admin's platform. */
interface MoveOf {
  move: CaseMoveKind;
  kind: string;
  label: string;
  from: string;
  to: string;
  path: string;
  /** The form field naming the state moved to. */
  field: string;
  /** What the move writes besides the case. */
  effects: string;
  /** Cases drawn beyond the moves' own (the batch of refunds takes them). */
  spare?: number;
}

const MOVES: readonly MoveOf[] = [
  {
    move: 'refund',
    kind: 'REFUND',
    label: 'refund',
    from: 'AIRLINE_APPROVED',
    to: 'REFUNDED',
    path: '/orderRefund/update',
    field: 'status',
    effects: 'credit, tickets, records',
    spare: 2 * (BATCH_PLAN.rounds + BATCH_PLAN.warmup) * BATCH_SIZE,
  },
  {
    move: 'baggage',
    kind: 'BAGGAGE',
    label: 'bag',
    from: 'PENDING_PAYMENT',
    to: 'PAID',
    path: '/twoBaggageInfo/editState',
    field: 'state',
    effects: 'debit, records',
  },
];

interface Targets {
  engine: string;
  listMs: number;
}

interface ListFigure {
  list: CaseList;
  path: string;
  json: boolean;
  params: Record<string, string>;
  /** The figure's name, with what its first answer says (the page's total ...). */
  name: (first: unknown) => string;
  limitMs: (targets: Targets) => number;
}

type Case = { id: number; version: number };

interface Prepared {
  lists: ListFigure[];
  /** Per move, cases in its `from` state on the admin's platform with a paid order, newest first. */
  pools: Map<CaseMoveKind, Case[]>;
}

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
const count = (value: number) => value.toLocaleString('en-US');
const pageOf = (first: unknown) => count((first as { totalCount: number }).totalCount);

/** Each kind's first page, one status with a created range, and an order number. */
async function kindFigures(db: DatabaseHandle['db'], of: ListOf): Promise<ListFigure[]> {
  const [sample] = await rowsOf<{ order_no: string }>(
    db,
    sql`select order_no from after_sales_cases where kind = ${of.kind} and platform_type = 1
      order by id desc limit 1`,
  );
  if (!sample) throw new Error(`no ${of.label} to list`);
  const figure = (name: string, params: Record<string, string>): ListFigure => ({
    list: of.list,
    path: of.path,
    json: of.json === true,
    params,
    // The seat list answers rows and total (spec section 3), the others pageList and totalCount.
    name: (first) => {
      const page = first as { totalCount?: number; total?: number };
      return `${of.label} ${name}, page 1 of ${count(page.totalCount ?? page.total ?? 0)}`;
    },
    limitMs: (targets) => targets.listMs,
  });
  return [
    figure('first page', {}),
    figure(`status ${of.status}, created in the last 30 days`, {
      [of.statusParam ?? 'status']: of.status,
      createStart: day(-29),
      createEnd: day(0),
    }),
    figure('order number', { orderNo: sample.order_no }),
  ];
}

/** The queue of every kind (issue 10 section 5): its first page, overdue only, and the menu's count. */
function queueFigures(casesInAll: number): ListFigure[] {
  const queue = (name: string, params: Record<string, string>): ListFigure => ({
    list: 'queue',
    path: '/afterSales/queue',
    json: false,
    params,
    name: (first) => `queue ${name}, page 1 of ${pageOf(first)} open, ${count(casesInAll)} cases in all`,
    limitMs: () => QUEUE_MS,
  });
  return [
    queue('first page', {}),
    queue('overdue only', { overdueOnly: 'true' }),
    {
      list: 'queueCount',
      path: '/afterSales/queue/count',
      json: false,
      params: {},
      name: (first) => {
        const { open, overdue } = first as { open: number; overdue: number };
        return `queue count (menu badge), ${count(open)} open, ${count(overdue)} overdue`;
      },
      limitMs: () => QUEUE_MS,
    },
  ];
}

async function prepare(db: DatabaseHandle['db']): Promise<Prepared> {
  const lists: ListFigure[] = [];
  for (const of of LISTS) lists.push(...(await kindFigures(db, of)));
  const [all] = await rowsOf<{ cases: number }>(
    db,
    sql`select count(*)::int as cases from after_sales_cases`,
  );
  lists.push(...queueFigures(all?.cases ?? 0));
  const pools = new Map<CaseMoveKind, Case[]>();
  for (const move of MOVES) {
    pools.set(
      move.move,
      await rowsOf<Case>(
        db,
        sql`select c.id::int as id, c.version from after_sales_cases c
          where c.kind = ${move.kind} and c.status = ${move.from} and c.platform_type = 1
            and exists (select 1 from order_payments p where p.order_id = c.order_id)
          order by c.id desc
          limit ${MOVES_NEEDED + (move.spare ?? 0)}`,
      ),
    );
  }
  return { lists, pools };
}

async function listFigures(
  report: Report,
  targets: Targets,
  server: RunningServer,
  api: ConsoleApi,
  lists: ListFigure[],
) {
  const callOf = (figure: ListFigure) => () =>
    figure.json ? api.postJson(figure.path, figure.params) : api.get(figure.path, figure.params);
  for (const figure of lists) {
    await callOf(figure)();
    await server.ask('casePage', {
      list: figure.list,
      params: figure.params,
      calls: 1,
    } satisfies CasePageAsk);
  }
  for (const figure of lists) {
    const call = callOf(figure);
    const first = await call();
    const pair = await pairOf(server, call, {
      kind: 'casePage',
      bodyOf: (calls) => ({ list: figure.list, params: figure.params, calls }) satisfies CasePageAsk,
    });
    report.overSql(`${figure.name(first)} (${targets.engine})`, pair, check(figure.limitMs(targets), pair));
  }
}

/** One case at a time through the move: the case and order locked, its money once, its records, mail. */
async function moveFigure(
  report: Report,
  targets: Targets,
  server: RunningServer,
  api: ConsoleApi,
  move: MoveOf,
  pool: readonly Case[],
) {
  const figure = `${move.label} to ${move.to}: ${move.effects} (${targets.engine})`;
  if (pool.length < MOVES_NEEDED) {
    report.single(figure, `only ${pool.length} cases in ${move.from}`);
    return;
  }
  // Round r: the API moves the first three of its six cases, the SQL side the other three.
  const movesOf = (round: number, side: 0 | 1) =>
    pool.slice((round * 2 + side) * CALLS_PER_ROUND, (round * 2 + side + 1) * CALLS_PER_ROUND);
  const pair = summarize(
    await interleave(
      apiSide(server, (round) =>
        movesOf(round, 0).map((c) => () => api.post(move.path, { ...c, [move.field]: move.to })),
      ),
      sqlSide(
        server,
        'caseMove',
        (round) => ({ move: move.move, to: move.to, moves: movesOf(round, 1) }) satisfies CaseMoveAsk,
      ),
      MOVE_PLAN,
    ),
  );
  report.overSql(figure, pair, check(MOVE_MS, pair));
}

/** A batch of 100 refunds to REFUNDED, all or none, from the refunds the single moves left. */
async function batchFigure(
  report: Report,
  targets: Targets,
  server: RunningServer,
  api: ConsoleApi,
  refunds: readonly Case[],
) {
  const pool = refunds.slice(MOVES_NEEDED).map((refund) => refund.id);
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
    const config = loadConfig();
    const seedMs = await seedCases(direct.db, cases, {
      timeZone: config.timeZone,
      voidWindowHours: config.voidWindowHours,
    });
    report.single(
      `seed ${count(cases)} cases of each of ${SEEDED_KINDS.length} kinds, with records (${targets.engine})`,
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
    for (const move of MOVES)
      await moveFigure(report, targets, server, api, move, prepared.pools.get(move.move) ?? []);
    await batchFigure(report, targets, server, api, prepared.pools.get('refund') ?? []);
  } finally {
    await server.stop();
  }
}

/** The server of the figures: no demo seeding, no airline poll (its background calls would share the rounds). */
const serverEnv = { DEMO: '0', AIRLINE_POLL_SECONDS: '0' };

async function postgresFigures(report: Report, orders: number, cases: number): Promise<void> {
  await withPostgresDatabase('bench_cases', async (url) => {
    await seedWithCli({ DATABASE_URL: url }, orders);
    await measureEngine(
      report,
      { engine: 'PostgreSQL', listMs: 30 },
      cases,
      () => startProcess('bench/orders-server.ts', PG_PORT, { DATABASE_URL: url, ...serverEnv }),
      () => openPostgres(url, 4),
    );
  });
}

async function pgliteFigures(report: Report, orders: number, cases: number): Promise<void> {
  await withPgliteDirectory('ota-bench-cases', async (dir) => {
    await seedWithCli({ DATA_DIR: dir }, orders);
    await measureEngine(
      report,
      { engine: 'PGlite', listMs: 100 },
      cases,
      () => startProcess('bench/orders-server.ts', PGLITE_PORT, { DATA_DIR: dir, ...serverEnv }),
      () => openPglite(dir),
    );
  });
}

export async function casesBench(
  report: Report,
  opts: { orders: number; cases: number; engines: readonly Engine[] },
): Promise<void> {
  if (opts.engines.includes('postgres')) await postgresFigures(report, opts.orders, opts.cases);
  if (opts.engines.includes('pglite')) await pgliteFigures(report, opts.orders, opts.cases);
}
