// `npm run bench`: starts real servers in their own processes and prints the figures of each issue.
import { flightSearchBench } from './flight-search';
import { ordersBench, ordersFromArgs } from './orders';
import { scriptGzipKb } from './lib/page-weight';
import { load } from './lib/load';
import { startConsole, startProcess } from './lib/server-process';
import { printTable, type Row } from './lib/table';

const CONSOLE_PORT = 18480;
const BARE_PORT = 18481;

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/prod-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'userName=admin&passWord=admin123',
  });
  const body = (await res.json()) as { data: { 'X-Token': string } };
  return body.data['X-Token'];
}

async function main(): Promise<void> {
  const rows: Row[] = [];

  const consoleServer = await startConsole(CONSOLE_PORT);
  rows.push({
    figure: 'start to first answer, empty DATA_DIR (migrate + demo seed)',
    value: `${Math.round(consoleServer.startMs)} ms`,
    target: '-',
    met: null,
  });
  try {
    const token = await signIn(consoleServer.url);
    const logins = await load({
      url: `${consoleServer.url}/prod-api/login`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'userName=admin&passWord=admin123',
    });
    rows.push({
      figure: 'login answers/s (scrypt hash)',
      value: String(logins.requestsPerSecond),
      target: '-',
      met: null,
    });

    const balance = await load({
      url: `${consoleServer.url}/prod-api/userTransactionRecord/balanceInfo`,
      headers: { 'x-token': token },
    });
    const bare = await startProcess('bench/bare-server.ts', BARE_PORT);
    const bareLoad = await load({ url: `${bare.url}/prod-api/userTransactionRecord/balanceInfo` }).finally(
      () => bare.stop(),
    );
    const ratio = balance.requestsPerSecond / bareLoad.requestsPerSecond;
    rows.push({
      figure: 'balanceInfo answers/s',
      value: String(balance.requestsPerSecond),
      target: '-',
      met: null,
    });
    rows.push({
      figure: 'bare Fastify handler answers/s',
      value: String(bareLoad.requestsPerSecond),
      target: '-',
      met: null,
    });
    rows.push({
      figure: 'balanceInfo / bare ratio',
      value: ratio.toFixed(2),
      target: '>= 0.50',
      met: ratio >= 0.5,
    });

    const kb = await scriptGzipKb(`${consoleServer.url}/login`, '[data-testid="login-form"] input');
    rows.push({ figure: 'login page JS (gzip KB)', value: kb.toFixed(1), target: '< 250', met: kb < 250 });
  } finally {
    await consoleServer.stop();
  }
  rows.push(...(await flightSearchBench()));
  rows.push(...(await ordersBench({ orders: ordersFromArgs(process.argv) })));
  printTable(rows);
}

await main();
