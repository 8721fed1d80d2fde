// The report and money figures of `npm run bench` (issue 11): each platform's financial report for the
// last full week and for a quarter, the transaction records' first page over a ledger of `ledger` entries,
// and the financial report's .xlsx and .csv of about 100,000 rows, on PostgreSQL and PGlite over the
// orders the demo CLI seeds. Every API figure is measured beside the same service call (for the files:
// the same statements) run straight on the server's own database, the two sides alternating in short
// rounds (as the orders and case figures).
import type { FinancialReport, TransactionPage } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config';
import { createFinancialRepository } from '../apps/server/src/modules/financial-reports/financial.repository';
import { openPglite, openPostgres, type DatabaseHandle } from '../apps/server/src/platform/db';
import { rowsOf } from '../apps/server/src/platform/sql-rows';
import { withPgliteDirectory, withPostgresDatabase } from './lib/bench-databases';
import { downloadSide, reportGrowth } from './lib/downloads';
import { interleave, summarize, type Pair, type Side } from './lib/interleave';
import { seedLedger } from './lib/ledger-seed';
import { consoleApi, type ConsoleApi } from './lib/orders-api';
import { seedWithCli } from './lib/orders-processes';
import { pairOf } from './lib/pairs';
import type { FinancialExportAsk, FinancialQueryAsk, TransactionPageAsk } from './lib/reports-sql';
import type { Report } from './lib/report';
import { startProcess, type RunningServer } from './lib/server-process';
import { sqlSide, type Engine } from './orders';

const PG_PORT = 18660;
const PGLITE_PORT = 18661;
/** The rows of the export figures, about: the days up to today that hold that many. */
const EXPORT_ROWS = 100_000;
/** The transaction records screen opens on the last 30 days. */
const LIST_DAYS = 30;
const PAGE = { pageNum: '1', pageSize: '20' };
/** A file's first download warms both sides up; one over 20 s (at 1,000,000 orders) gets 3 rounds. */
const FILE_PLAN = { rounds: 5, warmup: 0 };
const SLOW_FILE = { ms: 20_000, plan: { rounds: 3, warmup: 0 } };
const XLSX = { ms: 6_000, mb: 150 };
const CSV = { rowsPerSecond: 150_000, mb: 100 };

interface Targets {
  engine: string;
  weekMs: number;
  quarterMs: number;
  pageMs: number;
}

/** A signed-in user and the platform the routes give it. */
interface Caller {
  name: string;
  api: ConsoleApi;
  platform: number;
}

/** The export's days and rows, and how long keeping its settled days took (the first count of them). */
type ExportRange = FinancialExportAsk & { rows: number; keptMs: number };

const dayOf = (offsetDays: number, from = Date.now()) =>
  new Date(from + offsetDays * 86_400_000).toISOString().slice(0, 10);
const count = (value: number) => value.toLocaleString('en-US');
const under = (limitMs: number, pair: Pair) => ({
  target: `< ${limitMs} ms`,
  met: pair.a.median < limitMs,
});

/**
 * A figure's first call, timed and reported: it keeps the figures of the settled days it reads that
 * were not kept yet (docs/decisions/0037-report-figures-kept-per-settled-day.md), the calls after it read them.
 */
async function firstCall<T>(report: Report, figure: string, call: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const answer = await call();
  report.single(
    `${figure}: first call, keeping the days not kept yet`,
    `${Math.round(performance.now() - started)} ms`,
  );
  return answer;
}

/** `/financial/queryData` as admin and `/edreams/financial/queryData` as edreams: a week and a quarter. */
async function financialFigures(
  report: Report,
  targets: Targets,
  server: RunningServer,
  callers: readonly Caller[],
) {
  for (const caller of callers) {
    const path = `${caller.platform === 2 ? '/edreams' : ''}/financial/queryData`;
    const week = await firstCall(report, `${path} last full week (${caller.name}, ${targets.engine})`, () =>
      caller.api.postQuery<FinancialReport>(path, PAGE),
    );
    // A quarter: the 13 weeks that end with the last full week.
    const quarter = { startTime: dayOf(-90, Date.parse(week.endTime)), endTime: week.endTime };
    const ranges = [
      { name: 'last full week', params: PAGE, limitMs: targets.weekMs },
      { name: 'a quarter (13 weeks)', params: { ...quarter, ...PAGE }, limitMs: targets.quarterMs },
    ];
    for (const range of ranges) {
      const call = () => caller.api.postQuery<FinancialReport>(path, range.params);
      const { totalCount } =
        range.params === PAGE
          ? week
          : await firstCall(report, `${path} ${range.name} (${caller.name}, ${targets.engine})`, call);
      const pair = await pairOf(server, call, {
        kind: 'financialQuery',
        bodyOf: (calls) =>
          ({ scope: caller.platform, params: range.params, calls }) satisfies FinancialQueryAsk,
      });
      report.overSql(
        `${path} ${range.name}, page 1 of ${count(totalCount)} rows (${caller.name}, ${targets.engine})`,
        pair,
        under(range.limitMs, pair),
      );
    }
  }
}

/** `POST /userTransactionRecord/pageList` as admin (platform 1): the screen's first page and two others. */
async function transactionFigures(
  report: Report,
  targets: Targets,
  server: RunningServer,
  admin: Caller,
  ledger: number,
) {
  const today = dayOf(0);
  const lastDays = { startTime: dayOf(1 - LIST_DAYS), endTime: today, ...PAGE };
  const lists = [
    { name: `last ${LIST_DAYS} days (the screen's first call)`, params: lastDays },
    { name: `last ${LIST_DAYS} days, type REFUND_CREDIT`, params: { ...lastDays, type: 'REFUND_CREDIT' } },
    { name: 'the longest range (366 days)', params: { ...lastDays, startTime: dayOf(-365) } },
  ];
  const actor = { platformType: admin.platform, name: admin.name };
  for (const list of lists) {
    const call = () => admin.api.postQuery<TransactionPage>('/userTransactionRecord/pageList', list.params);
    const { totalCount } = await firstCall(
      report,
      `transaction records ${list.name} (${targets.engine})`,
      call,
    );
    const pair = await pairOf(server, call, {
      kind: 'transactionPage',
      bodyOf: (calls) => ({ actor, params: list.params, calls }) satisfies TransactionPageAsk,
    });
    report.overSql(
      `transaction records ${list.name}, page 1 of ${count(totalCount)} entries ` +
        `(${admin.name}, ledger of ${count(ledger)}, ${targets.engine})`,
      pair,
      under(targets.pageMs, pair),
    );
  }
}

/** A file's download beside its statements, after one download whose time picks the plan. */
async function filePair(file: ReturnType<typeof downloadSide>, statements: Side): Promise<Pair> {
  const started = performance.now();
  await file.side(0);
  const plan = performance.now() - started > SLOW_FILE.ms ? SLOW_FILE.plan : FILE_PLAN;
  return summarize(await interleave(file.side, statements, plan));
}

/** The financial report's files as admin: time (rows/s), the server's memory, beside their statements. */
async function exportFigures(
  report: Report,
  targets: Targets,
  server: RunningServer,
  admin: Caller,
  range: ExportRange,
) {
  const params = { startTime: range.startTime, endTime: range.endTime };
  const statements = sqlSide(
    server,
    'financialExport',
    () => ({ scope: range.scope, ...params }) satisfies FinancialExportAsk,
  );
  const of = `${count(range.rows)} rows (${admin.name}, ${targets.engine})`;

  const xlsx = downloadSide(server, () => admin.api.download('/financial/export', params));
  const xlsxPair = await filePair(xlsx, statements);
  const xlsxFigure = `financial report .xlsx of ${of}`;
  report.overSql(xlsxFigure, xlsxPair, under(XLSX.ms, xlsxPair));
  reportGrowth(report, xlsxFigure, xlsx.seen, XLSX.mb);

  const csv = downloadSide(server, () => admin.api.download('/financial/exportCsv', params));
  const csvPair = await filePair(csv, statements);
  const perSecond = (elapsedMs: number) => range.rows / (elapsedMs / 1000);
  const csvFigure = `financial report .csv of ${of}`;
  report.overSql(
    csvFigure,
    csvPair,
    {
      target: `>= ${count(CSV.rowsPerSecond)} rows/s`,
      met: perSecond(csvPair.a.median) >= CSV.rowsPerSecond,
    },
    (elapsedMs) => `${count(Math.round(perSecond(elapsedMs)))} rows/s`,
  );
  reportGrowth(report, csvFigure, csv.seen, CSV.mb);
}

/** Platform 1's days up to the last with paid orders that hold about EXPORT_ROWS report rows. */
async function exportRange(db: DatabaseHandle['db'], timeZone: string): Promise<ExportRange> {
  const days = await rowsOf<{ day: string; n: number }>(
    db,
    sql`select to_char((paid_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as day, count(*)::int as n
      from orders where platform_type = 1 and paid_at is not null group by 1 order by 1 desc`,
  );
  const endTime = days[0]?.day ?? dayOf(0);
  let startTime = days[days.length - 1]?.day ?? endTime;
  let paid = 0;
  for (const day of days) {
    paid += day.n;
    if (paid < EXPORT_ROWS) continue;
    startTime = day.day;
    break;
  }
  const started = performance.now();
  const rows = await createFinancialRepository(db).count({ scope: 1, startTime, endTime, timeZone });
  return { scope: 1, startTime, endTime, rows, keptMs: performance.now() - started };
}

async function measureEngine(
  report: Report,
  targets: Targets,
  ledger: number,
  start: () => Promise<RunningServer>,
  openDirect: () => Promise<DatabaseHandle>,
): Promise<void> {
  const direct = await openDirect();
  let range: ExportRange;
  try {
    const seeded = await seedLedger(direct.db, ledger);
    report.single(
      `seed ${count(seeded.added)} ledger entries, to ${count(ledger)} (${targets.engine})`,
      `${(seeded.ms / 1000).toFixed(1)} s`,
    );
    range = await exportRange(direct.db, loadConfig().timeZone);
    report.single(
      `financial report ${range.startTime} to ${range.endTime} (the files' days, every platform): ` +
        `keeping its settled days (${targets.engine})`,
      `${(range.keptMs / 1000).toFixed(1)} s`,
    );
  } finally {
    await direct.close();
  }
  const server = await start();
  try {
    const signedIn = async (name: string, password: string, platform: number): Promise<Caller> => {
      const api = consoleApi(server.url);
      await api.signIn(name, password);
      return { name, api, platform };
    };
    const admin = await signedIn('admin', 'admin123', 1);
    const edreams = await signedIn('edreams', 'edreams123', 2);
    await financialFigures(report, targets, server, [admin, edreams]);
    await transactionFigures(report, targets, server, admin, ledger);
    await exportFigures(report, targets, server, admin, range);
  } finally {
    await server.stop();
  }
}

/** The server of the figures: no demo seeding, no airline poll (its background calls would share the rounds). */
const serverEnv = { DEMO: '0', AIRLINE_POLL_SECONDS: '0' };

export async function reportsBench(
  report: Report,
  opts: { orders: number; ledger: number; engines: readonly Engine[] },
): Promise<void> {
  if (opts.engines.includes('postgres'))
    await withPostgresDatabase('bench_reports', async (url) => {
      await seedWithCli({ DATABASE_URL: url }, opts.orders);
      await measureEngine(
        report,
        { engine: 'PostgreSQL', weekMs: 50, quarterMs: 300, pageMs: 30 },
        opts.ledger,
        () => startProcess('bench/orders-server.ts', PG_PORT, { DATABASE_URL: url, ...serverEnv }),
        () => openPostgres(url, 4),
      );
    });
  if (opts.engines.includes('pglite'))
    await withPgliteDirectory('ota-bench-reports', async (dir) => {
      await seedWithCli({ DATA_DIR: dir }, opts.orders);
      await measureEngine(
        report,
        { engine: 'PGlite', weekMs: 200, quarterMs: 1_000, pageMs: 30 },
        opts.ledger,
        () => startProcess('bench/orders-server.ts', PGLITE_PORT, { DATA_DIR: dir, ...serverEnv }),
        () => openPglite(dir),
      );
    });
}
