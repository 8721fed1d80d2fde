// `npm run bench [-- --orders N] [--only console,flights,orders] [--engine postgres|pglite] [--json file]`:
// starts real servers in their own processes and prints the figures of each issue. Ratios and API-over-SQL
// figures are measured with their two sides interleaved (docs/benchmarks.md says how to read them).
import { parseArgs } from 'node:util';
import { flightSearchBench } from './flight-search';
import { ENGINES, ordersBench, type Engine } from './orders';
import { load, loadSide } from './lib/load';
import { interleave, perCpuSecond, summarize } from './lib/interleave';
import { machineWatch } from './lib/machine';
import { scriptGzipKb } from './lib/page-weight';
import { createReport, ms, type Report } from './lib/report';
import { startConsole, startProcess } from './lib/server-process';

const CONSOLE_PORT = 18480;
const BARE_PORT = 18481;
const PARTS = ['console', 'flights', 'orders'] as const;
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
  const { values } = parseArgs({
    options: {
      orders: { type: 'string', default: '100000' },
      only: { type: 'string', default: PARTS.join(',') },
      engine: { type: 'string', default: ENGINES.join(',') },
      json: { type: 'string' },
    },
  });
  if (!/^\d+$/.test(values.orders))
    throw new Error(`--orders must be a whole number, got '${values.orders}'`);
  const listOf = <T extends string>(raw: string, known: readonly T[], name: string): T[] =>
    raw.split(',').map((item) => {
      if (!known.includes(item as T)) throw new Error(`--${name} takes ${known.join(', ')}; got '${item}'`);
      return item as T;
    });
  return {
    orders: Number(values.orders),
    parts: listOf<Part>(values.only, PARTS, 'only'),
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
  const about = machine();
  console.log(`\nnpm run bench, ${startedAt}, ${opts.orders.toLocaleString('en-US')} orders; ${about}`);
  report.print();
  if (opts.json) report.writeJson(opts.json, { startedAt, orders: opts.orders, machine: about });
}

await main();
