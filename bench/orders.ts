// The orders figures of `npm run bench` (issues 4 and 13): seeding, search, details and CSV export on
// PostgreSQL and PGlite. Every API figure is measured beside the same statements run straight on the
// server's own database, the two sides alternating in short rounds.
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type DatabaseHandle } from '../apps/server/src/platform/db';
import { withPgliteDirectory, withPostgresDatabase } from './lib/bench-databases';
import { downloadSide, reportGrowth } from './lib/downloads';
import { apiSide, interleave, summarize, type Pair, type Side } from './lib/interleave';
import { consoleApi, type ConsoleApi } from './lib/orders-api';
import { searchCases, type SearchCase } from './lib/orders-cases';
import { seedWithCli } from './lib/orders-processes';
import type { DetailAsk, ExportAsk, SearchAsk, SqlRound } from './lib/orders-sql';
import type { Report } from './lib/report';
import { startProcess, type RunningServer } from './lib/server-process';
import { median } from './lib/stats';

const PG_PORT = 18490;
const PGLITE_PORT = 18491;
const DEEP_PAGE = 500;
const EXPORT_ROWS = 100_000;
/** Calls of each side in one round: a round lasts a few ms to a few hundred. */
const CALLS_PER_ROUND = 3;
const SEARCH_PLAN = { rounds: 15, warmup: 2 };
const DETAIL_PLAN = { rounds: 21, warmup: 2 };
const EXPORT_PLAN = { rounds: 5, warmup: 1 };
/** Issue 13: what the API may add to its statements, median on a quiet machine. */
export const OVER_SQL_MS = 2;

export type Engine = 'postgres' | 'pglite';
export const ENGINES: readonly Engine[] = ['postgres', 'pglite'];

interface Targets {
  engine: string;
  searchMs: number;
  detailMs: number | null;
}

interface Prepared {
  cases: SearchCase[];
  sampleOrders: string[];
  range: ExportAsk & { rows: number };
}

async function rowsOf<T>(db: DatabaseHandle['db'], query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The booking range of the platform-2 orders an export of about 100,000 rows covers. */
async function exportRange(db: DatabaseHandle['db']): Promise<Prepared['range']> {
  const [edge] = await rowsOf<{ day: string | null }>(
    db,
    sql`select to_char(book_time, 'YYYY-MM-DD') as day from orders where platform_type = 2
      order by book_time desc offset ${EXPORT_ROWS - 1} limit 1`,
  );
  const [first] = await rowsOf<{ day: string }>(
    db,
    sql`select to_char(min(book_time), 'YYYY-MM-DD') as day from orders where platform_type = 2`,
  );
  const stime = edge?.day ?? first?.day ?? '2000-01-01';
  const etime = new Date().toISOString().slice(0, 10);
  const [count] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from orders where platform_type = 2 and book_time >= ${stime}::date
      and book_time < ${etime}::date + 1`,
  );
  return { stime, etime, rows: count?.n ?? 0 };
}

/** The cases, orders and export range, read before the server starts (PGlite admits one process). */
async function prepare(openDirect: () => Promise<DatabaseHandle>): Promise<Prepared> {
  const probe = await openDirect();
  try {
    const sampleOrders = await rowsOf<{ order_no: string }>(
      probe.db,
      sql`select order_no from orders where platform_type = 1 order by id desc limit 21`,
    );
    return {
      cases: await searchCases(probe.db),
      sampleOrders: sampleOrders.map((row) => row.order_no),
      range: await exportRange(probe.db),
    };
  } finally {
    await probe.close();
  }
}

/** The SQL side: the server runs the statements on its own handle and answers their times. */
export function sqlSide(server: RunningServer, kind: string, bodyOf: (round: number) => unknown): Side {
  return async (round) => {
    const measured = await server.ask<SqlRound>(kind, bodyOf(round));
    return { value: median(measured.times), cpuMs: measured.cpuMs };
  };
}

export function check(limitMs: number | null, pair: Pair): { target: string; met: boolean } {
  return {
    target: `${limitMs === null ? '' : `< ${limitMs} ms, `}over SQL <= ${OVER_SQL_MS} ms`,
    met: (limitMs === null || pair.a.median < limitMs) && pair.difference.median <= OVER_SQL_MS,
  };
}

export const repeat = <T>(times: number, item: T): T[] => Array.from({ length: times }, () => item);

/** One pass over every case and order on both sides first, so the first figure meets as warm a server as the last. */
async function warmUp(server: RunningServer, api: ConsoleApi, prepared: Prepared): Promise<void> {
  for (const c of prepared.cases) {
    await api.get('/onefly/order/search', { ...c.params, pageNum: 1 });
    await server.ask('search', { params: c.params, pageNum: 1, calls: 1 } satisfies SearchAsk);
  }
  for (const orderNo of prepared.sampleOrders) await api.get('/onefly/order/detail', { orderNo });
  await server.ask('detail', { orderNos: prepared.sampleOrders } satisfies DetailAsk);
}

async function searchFigures(
  report: Report,
  targets: Targets,
  server: RunningServer,
  api: ConsoleApi,
  cases: SearchCase[],
) {
  for (const c of cases) {
    const first = await api.get<{ totalRows: number }>('/onefly/order/search', { ...c.params, pageNum: 1 });
    const deepPage = Math.max(1, Math.min(DEEP_PAGE, Math.ceil(first.totalRows / 20)));
    for (const pageNum of deepPage > 1 ? [1, deepPage] : [1]) {
      const call = () => api.get('/onefly/order/search', { ...c.params, pageNum });
      const pair = summarize(
        await interleave(
          apiSide(server, () => repeat(CALLS_PER_ROUND, call)),
          sqlSide(
            server,
            'search',
            () => ({ params: c.params, pageNum, calls: CALLS_PER_ROUND }) satisfies SearchAsk,
          ),
          SEARCH_PLAN,
        ),
      );
      const total = first.totalRows.toLocaleString('en-US');
      report.overSql(
        `search ${c.name}, page ${pageNum} of ${total} orders (${targets.engine})`,
        pair,
        check(targets.searchMs, pair),
      );
    }
  }
}

async function detailFigures(
  report: Report,
  targets: Targets,
  server: RunningServer,
  api: ConsoleApi,
  orderNos: string[],
) {
  // Both sides read the same orders in the same round.
  const ordersOf = (round: number) =>
    Array.from(
      { length: CALLS_PER_ROUND },
      (_, i) => orderNos[(round * CALLS_PER_ROUND + i) % orderNos.length]!,
    );
  const pair = summarize(
    await interleave(
      apiSide(server, (round) =>
        ordersOf(round).map((orderNo) => () => api.get('/onefly/order/detail', { orderNo })),
      ),
      sqlSide(server, 'detail', (round) => ({ orderNos: ordersOf(round) }) satisfies DetailAsk),
      DETAIL_PLAN,
    ),
  );
  report.overSql(`order details (${targets.engine})`, pair, check(targets.detailMs, pair));
}

async function exportFigures(
  report: Report,
  targets: Targets,
  server: RunningServer,
  range: Prepared['range'],
) {
  const api = consoleApi(server.url);
  await api.signIn('edreams', 'edreams123');
  const ask: ExportAsk = { stime: range.stime, etime: range.etime };
  const download = downloadSide(server, () => api.download('/edreams/order/exportCsv', { ...ask }));
  const pair = summarize(
    await interleave(
      download.side,
      sqlSide(server, 'export', () => ask),
      EXPORT_PLAN,
    ),
  );
  const rows = Math.max(0, download.seen.lines - 1);
  const perSecond = (elapsedMs: number) => rows / (elapsedMs / 1000);
  const figure = `CSV export of ${rows.toLocaleString('en-US')} orders (${targets.engine})`;
  report.overSql(
    figure,
    pair,
    { target: '>= 100,000 rows/s', met: perSecond(pair.a.median) >= 100_000 },
    (elapsedMs) => `${Math.round(perSecond(elapsedMs)).toLocaleString('en-US')} rows/s`,
  );
  reportGrowth(report, figure, download.seen, 100);
}

async function measureEngine(
  report: Report,
  targets: Targets,
  start: () => Promise<RunningServer>,
  openDirect: () => Promise<DatabaseHandle>,
): Promise<void> {
  const prepared = await prepare(openDirect);
  const server = await start();
  try {
    const api = consoleApi(server.url);
    await api.signIn('admin', 'admin123');
    await warmUp(server, api, prepared);
    await searchFigures(report, targets, server, api, prepared.cases);
    await detailFigures(report, targets, server, api, prepared.sampleOrders);
    await exportFigures(report, targets, server, prepared.range);
  } finally {
    await server.stop();
  }
}

async function postgresFigures(report: Report, orders: number): Promise<void> {
  await withPostgresDatabase('bench_orders', async (url) => {
    const seedMs = await seedWithCli({ DATABASE_URL: url }, orders);
    report.single(
      `seed ${orders.toLocaleString('en-US')} orders with segments and passengers (PostgreSQL)`,
      `${(seedMs / 1000).toFixed(1)} s`,
      '< 90 s at 1,000,000',
      orders >= 1_000_000 ? seedMs < 90_000 : null,
    );
    await measureEngine(
      report,
      { engine: 'PostgreSQL', searchMs: 30, detailMs: 10 },
      () => startProcess('bench/orders-server.ts', PG_PORT, { DATABASE_URL: url, DEMO: '0' }),
      () => openPostgres(url, 4),
    );
  });
}

async function pgliteFigures(report: Report, orders: number): Promise<void> {
  await withPgliteDirectory('ota-bench-orders', async (dir) => {
    const seedMs = await seedWithCli({ DATA_DIR: dir }, orders);
    report.single(
      `seed ${orders.toLocaleString('en-US')} orders with segments and passengers (PGlite)`,
      `${(seedMs / 1000).toFixed(1)} s`,
    );
    await measureEngine(
      report,
      { engine: 'PGlite', searchMs: 100, detailMs: null },
      () => startProcess('bench/orders-server.ts', PGLITE_PORT, { DATA_DIR: dir, DEMO: '0' }),
      () => openPglite(dir),
    );
  });
}

export async function ordersBench(report: Report, opts: { orders: number; engines: readonly Engine[] }) {
  if (opts.engines.includes('postgres')) await postgresFigures(report, opts.orders);
  if (opts.engines.includes('pglite')) await pgliteFigures(report, opts.orders);
}
