// Flight search asks every online wrapper at once: the merged answer should take about as long as the
// slowest wrapper alone, not the sum of them. Each round asks the three wrappers alone, then the console.
import type { FlightSearchRequest, WrapperPage } from '@ota/contract';
import { startDemoAirline, type DemoAirline } from '../apps/server/src/demo/airline';
import { createWrapperClient } from '../apps/server/src/modules/suppliers';
import { apiSide, interleave, summarize, timeCalls } from './lib/interleave';
import { ms, type Report } from './lib/report';
import { startConsole } from './lib/server-process';
import { median } from './lib/stats';

const CONSOLE_PORT = 18482;
const PLAN = { rounds: 25, warmup: 1 };
/** Realistic answer times of three airlines behind their wrappers. */
const AIRLINES = [
  { code: 'DA', name: 'Demo Air', latencyMs: 50 },
  { code: 'EZ', name: 'Euro Zephyr', latencyMs: 80 },
  { code: 'OL', name: 'Orient Lark', latencyMs: 120 },
];

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

/** Points the console's demo wrapper records at this benchmark's slower airlines. */
async function pointWrappers(url: string, token: string, airlines: DemoAirline[]): Promise<void> {
  const { list } = await api<WrapperPage>(url, '/wrapper/selectAllOrId', token, {});
  for (const [i, airline] of AIRLINES.entries()) {
    const record = list.find((row) => row.name === airline.name);
    if (!record) throw new Error(`no wrapper record named ${airline.name}`);
    await api(url, '/wrapper/edit', token, {
      id: record.id,
      name: record.name,
      wrapperurl: airlines[i]!.url,
      status: 'online',
    });
  }
}

export async function flightSearchBench(report: Report): Promise<void> {
  const airlines: DemoAirline[] = await Promise.all(
    AIRLINES.map(({ code, name, latencyMs }) =>
      startDemoAirline({ code, name, seed: `bench:${code}`, latencyMs }),
    ),
  );
  // The bench's airlines listen on loopback, which a wrapper may use only when named (docs/decisions/0022).
  const consoleServer = await startConsole(CONSOLE_PORT, {
    DEMO_AIRLINE_PORTS: '0,0,0',
    WRAPPER_ALLOWED_HOSTS: airlines.map((airline) => new URL(airline.url).host).join(','),
  });
  try {
    const token = await signIn(consoleServer.url);
    await pointWrappers(consoleServer.url, token, airlines);
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
    const clients = AIRLINES.map((airline, i) =>
      createWrapperClient({
        baseUrl: airlines[i]!.url,
        timeoutMs: 3000,
        // The bench's airlines listen on loopback, as the demo's do.
        allowedHosts: ['127.0.0.1'],
        name: airline.name,
      }),
    );
    const alone: number[][] = AIRLINES.map(() => []);
    const merged = async () => {
      const result = await api<{ warnings: unknown[] }>(consoleServer.url, '/flight/search', token, request);
      if (result.warnings.length > 0) throw new Error(`search warned: ${JSON.stringify(result.warnings)}`);
    };
    const pair = summarize(
      await interleave(
        apiSide(consoleServer, () => [merged]),
        async (round) => {
          const times = await timeCalls(clients.map((client) => () => client.searchFlights(wrapperRequest)));
          if (round >= PLAN.warmup) times.forEach((time, i) => alone[i]!.push(time));
          return { value: Math.max(...times), cpuMs: null };
        },
        PLAN,
      ),
    );
    for (const [i, airline] of AIRLINES.entries()) {
      report.single(
        `flight search: ${airline.name} alone (${airline.latencyMs} ms latency), median`,
        ms(median(alone[i]!)),
      );
    }
    report.ratio('flight search: merged through the console API / slowest wrapper alone', pair, ms, {
      target: '<= 1.20',
      met: pair.ratio.median <= 1.2,
    });
  } finally {
    await consoleServer.stop();
    await Promise.all(airlines.map((airline) => airline.close()));
  }
}
