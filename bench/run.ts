// `npm run bench [-- --orders N] [--cases N] [--ledger N] [--only console,flights,orders,cases,reports]
// [--engine postgres|pglite] [--json file]`; `npm run bench -- cases` runs the case figures only (as
// `--only cases`), `npm run bench -- reports` the report and money figures:
// starts real servers in their own processes and prints the figures of each issue. Ratios and API-over-SQL
// figures are measured with their two sides interleaved (docs/benchmarks.md says how to read them).
import { parseArgs } from 'node:util';
import { casesBench } from './cases';
import { flightSearchBench } from './flight-search';
import { ENGINES, ordersBench, type Engine } from './orders';
import { reportsBench } from './reports';
import { load, loadSide } from './lib/load';
import { interleave, perCpuSecond, summarize } from './lib/interleave';
import { machineWatch } from './lib/machine';
import { scriptGzipKb } from './lib/page-weight';
import { createReport, ms, type Report } from './lib/report';
import { startConsole, startProcess } from './lib/server-process';

const CONSOLE_PORT = 18480;
const BARE_PORT = 18481;
const PARTS = ['console', 'flights', 'orders', 'cases', 'reports'] as const;
type Part = (typeof PARTS)[number];

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/prod-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'userName=admin&passWord=admin123',
  });
  const body = (await res.json()) as { data: { 'X-Token': string } };
  return body.data['X-Token'];
}

/** Start-up, login, the balance call against a bare Fastify handler, and the login page's weight. */
async function consoleBench(report: Report): Promise<void> {
  const consoleServer = await startConsole(CONSOLE_PORT);
  report.single('start to first answer, empty DATA_DIR (migrate + demo seed)', ms(consoleServer.startMs));
  const bare = await startProcess('bench/bare-server.ts', BARE_PORT);
  try {
    const token = await signIn(consoleServer.url);
    const cpuBefore = await consoleServer.cpuMs();
    const logins = await load({
      url: `${consoleServer.url}/prod-api/login`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'userName=admin&passWord=admin123',
      duration: 5,
    });
    const cpuPerLogin = ((await consoleServer.cpuMs()) - cpuBefore) / logins.answers;
    report.single(
      'login answers/s (scrypt hash)',
      `${Math.round(logins.answersPerSecond)}/s, server CPU ${ms(cpuPerLogin)} per answer`,
    );

    const rounds = await interleave(
      loadSide(consoleServer, {
        url: `${consoleServer.url}/prod-api/userTransactionRecord/balanceInfo`,
        headers: { 'x-token': token },
      }),
      loadSide(bare, { url: `${bare.url}/prod-api/userTransactionRecord/balanceInfo` }),
      { rounds: 10, warmup: 1 },
    );
    const perSecond = (value: number) => `${Math.round(value).toLocaleString('en-US')}/s`;
    const pair = summarize(rounds);
    report.ratio('balanceInfo / bare Fastify handler, answers/s', pair, perSecond, {
      target: '>= 0.50',
      met: pair.ratio.median >= 0.5,
    });
    const capacity = summarize(perCpuSecond(rounds));
    report.ratio('balanceInfo / bare Fastify handler, answers per server CPU second', capacity, perSecond, {
      target: '>= 0.50',
      met: capacity.ratio.median >= 0.5,
    });

    const kb = await scriptGzipKb(`${consoleServer.url}/login`, '[data-testid="login-form"] input');
    report.single('login page JS (gzip KB)', kb.toFixed(1), '< 250', kb < 250);
  } finally {
    await bare.stop();
    await consoleServer.stop();
  }
}

function options() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      orders: { type: 'string', default: '100000' },
      cases: { type: 'string', default: '200000' },
      ledger: { type: 'string', default: '2000000' },
      only: { type: 'string', default: PARTS.join(',') },
      engine: { type: 'string', default: ENGINES.join(',') },
      json: { type: 'string' },
    },
  });
  for (const name of ['orders', 'cases', 'ledger'] as const)
    if (!/^\d+$/.test(values[name]))
      throw new Error(`--${name} must be a whole number, got '${values[name]}'`);
  const listOf = <T extends string>(raw: string, known: readonly T[], name: string): T[] =>
    raw.split(',').map((item) => {
      if (!known.includes(item as T)) throw new Error(`--${name} takes ${known.join(', ')}; got '${item}'`);
      return item as T;
    });
  return {
    orders: Number(values.orders),
    cases: Number(values.cases),
    ledger: Number(values.ledger),
    // A part named on its own (`npm run bench -- cases`) reads as --only.
    parts: listOf<Part>(positionals.length > 0 ? positionals.join(',') : values.only, PARTS, 'only'),
    engines: listOf<Engine>(values.engine, ENGINES, 'engine'),
    json: values.json,
  };
}

async function main(): Promise<void> {
  const opts = options();
  const machine = machineWatch();
  const startedAt = new Date().toISOString();
  const report = createReport();
  if (opts.parts.includes('console')) await consoleBench(report);
  if (opts.parts.includes('flights')) await flightSearchBench(report);
  if (opts.parts.includes('orders'))
    await ordersBench(report, { orders: opts.orders, engines: opts.engines });
  if (opts.parts.includes('cases'))
    await casesBench(report, { orders: opts.orders, cases: opts.cases, engines: opts.engines });
  if (opts.parts.includes('reports'))
    await reportsBench(report, { orders: opts.orders, ledger: opts.ledger, engines: opts.engines });
  const about = machine();
  const count = (value: number) => value.toLocaleString('en-US');
  const size = [
    `${count(opts.orders)} orders`,
    ...(opts.parts.includes('cases') ? [`${count(opts.cases)} cases of each kind`] : []),
    ...(opts.parts.includes('reports') ? [`a ledger of ${count(opts.ledger)} entries`] : []),
  ].join(', ');
  console.log(`\nnpm run bench, ${startedAt}, ${size}; ${about}`);
  report.print();
  if (opts.json)
    report.writeJson(opts.json, {
      startedAt,
      orders: opts.orders,
      cases: opts.cases,
      ledger: opts.ledger,
      machine: about,
    });
}

await main();
