// Flight search asks every online wrapper at once: the merged answer should take about as long as the
// slowest wrapper alone, not the sum of them.
import type { FlightSearchRequest, WrapperPage } from '@ota/contract';
import { startDemoAirline, type DemoAirline } from '../apps/server/src/demo/airline';
import { createWrapperClient } from '../apps/server/src/modules/suppliers';
import { startConsole } from './lib/server-process';
import type { Row } from './lib/table';

const CONSOLE_PORT = 18482;
const ROUNDS = 25;
/** Realistic answer times of three airlines behind their wrappers. */
const AIRLINES = [
  { code: 'DA', name: 'Demo Air', latencyMs: 50 },
  { code: 'EZ', name: 'Euro Zephyr', latencyMs: 80 },
  { code: 'OL', name: 'Orient Lark', latencyMs: 120 },
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function timeOf(run: () => Promise<unknown>): Promise<number[]> {
  await run(); // warm-up: connections, JIT
  const times: number[] = [];
  for (let i = 0; i < ROUNDS; i += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}

async function api<T>(url: string, path: string, token: string, body: unknown): Promise<T> {
  const res = await fetch(`${url}/prod-api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-token': token },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { status: number; message: string; data: T };
  if (answer.status !== 200) throw new Error(`${path}: ${answer.message}`);
  return answer.data;
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/prod-api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'userName=admin&passWord=admin123',
  });
  return ((await res.json()) as { data: { 'X-Token': string } }).data['X-Token'];
}

export async function flightSearchBench(): Promise<Row[]> {
  const airlines: DemoAirline[] = await Promise.all(
    AIRLINES.map(({ code, name, latencyMs }) =>
      startDemoAirline({ code, name, seed: `bench:${code}`, latencyMs }),
    ),
  );
  const consoleServer = await startConsole(CONSOLE_PORT, { DEMO_AIRLINE_PORTS: '0,0,0' });
  try {
    const token = await signIn(consoleServer.url);
    // The console's demo wrapper records, pointed at the slower airlines of this benchmark.
    const { list } = await api<WrapperPage>(consoleServer.url, '/wrapper/selectAllOrId', token, {});
    for (const [i, airline] of AIRLINES.entries()) {
      const record = list.find((row) => row.name === airline.name);
      if (!record) throw new Error(`no wrapper record named ${airline.name}`);
      await api(consoleServer.url, '/wrapper/edit', token, {
        id: record.id,
        name: record.name,
        wrapperurl: airlines[i]!.url,
        status: 'online',
      });
    }
    const departDate = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const request: FlightSearchRequest = {
      origin: 'FRA',
      destination: 'LHR',
      tripType: 'roundTrip',
      departDate,
      returnDate: departDate,
      adults: 2,
    };
    const wrapperRequest = {
      origin: 'FRA',
      destination: 'LHR',
      departDate,
      returnDate: departDate,
      passengers: { adults: 2 },
    };

    const rows: Row[] = [];
    let slowest = 0;
    for (const [i, airline] of AIRLINES.entries()) {
      const client = createWrapperClient({ baseUrl: airlines[i]!.url, timeoutMs: 3000, name: airline.name });
      const own = median(await timeOf(() => client.searchFlights(wrapperRequest)));
      slowest = Math.max(slowest, own);
      rows.push({
        figure: `flight search: ${airline.name} alone (${airline.latencyMs} ms latency), median`,
        value: `${own.toFixed(1)} ms`,
        target: '-',
        met: null,
      });
    }
    const merged = median(
      await timeOf(async () => {
        const result = await api<{ warnings: unknown[] }>(
          consoleServer.url,
          '/flight/search',
          token,
          request,
        );
        if (result.warnings.length > 0) throw new Error(`search warned: ${JSON.stringify(result.warnings)}`);
      }),
    );
    const ratio = merged / slowest;
    rows.push({
      figure: 'flight search: merged through the console API, median',
      value: `${merged.toFixed(1)} ms`,
      target: '-',
      met: null,
    });
    rows.push({
      figure: 'flight search: merged / slowest wrapper',
      value: ratio.toFixed(2),
      target: '<= 1.20',
      met: ratio <= 1.2,
    });
    return rows;
  } finally {
    await consoleServer.stop();
    await Promise.all(airlines.map((airline) => airline.close()));
  }
}
