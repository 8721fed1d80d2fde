// The orders figures of `npm run bench` (issue 4): seeding, search, details and CSV export on
// PostgreSQL and PGlite, each API figure beside the same SQL run straight on the database.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openPglite, openPostgres, type DatabaseHandle } from '../apps/server/src/platform/db';
import { createOrderDetailService } from '../apps/server/src/modules/orders/order-detail.service';
import { csvChunks } from '../apps/server/src/modules/orders/order-export-copy';
import type { Row } from './lib/table';
import { consoleApi, type ConsoleApi } from './lib/orders-api';
import { directSearch, searchCases, type SearchCase } from './lib/orders-cases';
import { medianMs, ms } from './lib/orders-measure';
import { rssMb, seedWithCli, startServer, type ServerProcess } from './lib/orders-processes';

const PG_PORT = 18490;
const PGLITE_PORT = 18491;
const DEEP_PAGE = 500;
const EXPORT_ROWS = 100_000;

interface Targets {
  engine: string;
  searchMs: number;
  detailMs: number | null;
}

/**
 * A connection the server closes (an administrator's terminate on this shared machine) makes an idle
 * pool emit 'error'; without a listener that ends the process. The next query simply reconnects.
 */
function tolerateTerminations(handle: DatabaseHandle): DatabaseHandle {
  const client: unknown = (handle.db as unknown as { $client?: unknown }).$client;
  if (client instanceof pg.Pool) client.on('error', () => undefined);
  return handle;
}

async function rowsOf<T>(db: DatabaseHandle['db'], query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function apiSearch(api: ConsoleApi, cases: SearchCase[]) {
  const figures = new Map<string, { first: number; deep: number; deepPage: number; total: number }>();
  for (const c of cases) {
    const first = await api.get<{ totalRows: number }>('/onefly/order/search', { ...c.params, pageNum: 1 });
    const deepPage = Math.max(1, Math.min(DEEP_PAGE, Math.ceil(first.totalRows / 20)));
    figures.set(c.name, {
      first: await medianMs(() => api.get('/onefly/order/search', { ...c.params, pageNum: 1 })),
      deep: await medianMs(() => api.get('/onefly/order/search', { ...c.params, pageNum: deepPage })),
      deepPage,
      total: first.totalRows,
    });
  }
  return figures;
}

async function sqlSearch(db: DatabaseHandle['db'], cases: SearchCase[], deepPages: Map<string, number>) {
  const figures = new Map<string, { first: number; deep: number }>();
  for (const c of cases) {
    figures.set(c.name, {
      first: await medianMs(directSearch(db, c.params, 1)),
      deep: await medianMs(directSearch(db, c.params, deepPages.get(c.name) ?? 1)),
    });
  }
  return figures;
}

/** The booking range of the platform-2 orders an export of about 100,000 rows covers. */
async function exportRange(
  db: DatabaseHandle['db'],
): Promise<{ stime: string; etime: string; rows: number }> {
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

async function apiExport(server: ServerProcess, range: { stime: string; etime: string }) {
  const api = consoleApi(server.url);
  await api.signIn('edreams', 'edreams123');
  const before = rssMb(server.pid);
  let peak = before;
  const poll = setInterval(() => {
    peak = Math.max(peak, rssMb(server.pid));
  }, 20);
  const started = performance.now();
  const { lines } = await api.download('/edreams/order/exportCsv', range).finally(() => clearInterval(poll));
  const seconds = (performance.now() - started) / 1000;
  return {
    rows: Math.max(0, lines - 1),
    perSecond: Math.max(0, lines - 1) / seconds,
    growthMb: peak - before,
  };
}

async function sqlExport(db: DatabaseHandle['db'], range: { stime: string; etime: string }) {
  const started = performance.now();
  let rows = 0;
  const where = sql`platform_type = 2 and book_time >= ${range.stime}::date and book_time < ${range.etime}::date + 1`;
  // The export's own COPY statements, straight on the database: one record per line.
  for await (const chunk of csvChunks(db, where, 'UTC')) {
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) rows += 1;
  }
  return rows / ((performance.now() - started) / 1000);
}

function searchRows(
  targets: Targets,
  cases: SearchCase[],
  api: Awaited<ReturnType<typeof apiSearch>>,
  direct: Awaited<ReturnType<typeof sqlSearch>>,
): Row[] {
  return cases.map((c) => {
    const a = api.get(c.name);
    const d = direct.get(c.name);
    const worst = Math.max(a?.first ?? Infinity, a?.deep ?? Infinity);
    return {
      figure: `search ${c.name}, page 1 / page ${a?.deepPage} (${targets.engine})`,
      value: `${ms(a?.first ?? NaN)} / ${ms(a?.deep ?? NaN)}, total ${a?.total.toLocaleString('en-US')} (SQL ${ms(d?.first ?? NaN)} / ${ms(d?.deep ?? NaN)})`,
      target: `< ${targets.searchMs} ms`,
      met: worst < targets.searchMs,
    };
  });
}

/**
 * API figures with the server running, then the same statements straight on its database once the
 * server is gone (PGlite's files belong to one process at a time; PostgreSQL gets the same order).
 */
async function measureEngine(
  targets: Targets,
  start: () => Promise<ServerProcess>,
  openDirect: () => Promise<DatabaseHandle>,
): Promise<Row[]> {
  const probe = await openDirect();
  const cases = await searchCases(probe.db);
  const sampleOrders = (
    await rowsOf<{ order_no: string }>(
      probe.db,
      sql`select order_no from orders where platform_type = 1 order by id desc limit 21`,
    )
  ).map((row) => row.order_no);
  const range = await exportRange(probe.db);
  await probe.close();

  const server = await start();
  let apiFigures: Awaited<ReturnType<typeof apiSearch>>;
  let detailApi: number;
  let exported: Awaited<ReturnType<typeof apiExport>>;
  try {
    const api = consoleApi(server.url);
    await api.signIn('admin', 'admin123');
    apiFigures = await apiSearch(api, cases);
    let next = 0;
    detailApi = await medianMs(
      () => api.get('/onefly/order/detail', { orderNo: sampleOrders[next++ % sampleOrders.length] ?? '' }),
      21,
    );
    exported = await apiExport(server, range);
  } finally {
    await server.stop();
  }

  const direct = await openDirect();
  try {
    const deepPages = new Map([...apiFigures].map(([name, figure]) => [name, figure.deepPage]));
    const sqlFigures = await sqlSearch(direct.db, cases, deepPages);
    const details = createOrderDetailService({ db: direct.db, timeZone: 'UTC' });
    let next = 0;
    const detailSql = await medianMs(
      () => details.detail(1, sampleOrders[next++ % sampleOrders.length] ?? ''),
      21,
    );
    const exportSql = await sqlExport(direct.db, range);
    return [
      ...searchRows(targets, cases, apiFigures, sqlFigures),
      {
        figure: `order details (${targets.engine})`,
        value: `${ms(detailApi)} (SQL ${ms(detailSql)})`,
        target: targets.detailMs === null ? '-' : `< ${targets.detailMs} ms`,
        met: targets.detailMs === null ? null : detailApi < targets.detailMs,
      },
      {
        figure: `CSV export of ${exported.rows.toLocaleString('en-US')} orders (${targets.engine})`,
        value:
          `${Math.round(exported.perSecond).toLocaleString('en-US')} rows/s, server RSS +${Math.round(exported.growthMb)} MB ` +
          `(SQL ${Math.round(exportSql).toLocaleString('en-US')} rows/s)`,
        target: '>= 100,000 rows/s, < 100 MB',
        met: exported.perSecond >= 100_000 && exported.growthMb < 100,
      },
    ];
  } finally {
    await direct.close();
  }
}

async function postgresFigures(orders: number): Promise<Row[]> {
  const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `bench_orders_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const rows: Row[] = [];
  try {
    const seedMs = await seedWithCli({ DATABASE_URL: url.toString() }, orders);
    rows.push({
      figure: `seed ${orders.toLocaleString('en-US')} orders with segments and passengers (PostgreSQL)`,
      value: `${(seedMs / 1000).toFixed(1)} s`,
      target: '< 90 s at 1,000,000',
      met: orders >= 1_000_000 ? seedMs < 90_000 : null,
    });
    rows.push(
      ...(await measureEngine(
        { engine: 'PostgreSQL', searchMs: 30, detailMs: 10 },
        () => startServer({ DATABASE_URL: url.toString() }, PG_PORT),
        () => openPostgres(url.toString(), 4).then(tolerateTerminations),
      )),
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
  return rows;
}

async function pgliteFigures(orders: number): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'ota-bench-orders-'));
  const rows: Row[] = [];
  try {
    const seedMs = await seedWithCli({ DATA_DIR: dir }, orders);
    rows.push({
      figure: `seed ${orders.toLocaleString('en-US')} orders with segments and passengers (PGlite)`,
      value: `${(seedMs / 1000).toFixed(1)} s`,
      target: '-',
      met: null,
    });
    rows.push(
      ...(await measureEngine(
        { engine: 'PGlite', searchMs: 100, detailMs: null },
        () => startServer({ DATA_DIR: dir }, PGLITE_PORT),
        () => openPglite(dir),
      )),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

export async function ordersBench(opts: { orders: number }): Promise<Row[]> {
  return [...(await postgresFigures(opts.orders)), ...(await pgliteFigures(opts.orders))];
}

/** `npm run bench -- --orders 1000000`; 100,000 by default (a quick run). */
export function ordersFromArgs(argv: readonly string[]): number {
  const at = argv.indexOf('--orders');
  const raw = at >= 0 ? argv[at + 1] : undefined;
  if (raw === undefined) return 100_000;
  if (!/^\d+$/.test(raw)) throw new Error(`--orders must be a whole number, got '${raw}'`);
  return Number(raw);
}
