import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FlightSearchResult } from '@ota/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, healthy, runScript, stopProcess } from '../../test/processes';
import { demoAirlineUrls } from './demo-airlines';

// `npm start` with DEMO_AIRLINES=separate and the airlines in processes of their own, as an operator
// runs them to watch flight search warn about an airline that stopped answering.
const run = runScript;
const stop = stopProcess;

/** Resolves when the airlines process has printed one line per airline it runs. */
async function answering(child: ChildProcess, airlines: number): Promise<void> {
  let printed = '';
  for await (const chunk of child.stdout ?? []) {
    printed += String(chunk);
    if (printed.split('answers at').length - 1 >= airlines) return;
  }
  throw new Error(`the demo airlines exited: ${printed}`);
}

describe('demo airlines in a process of their own (DEMO_AIRLINES=separate)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ota-separate-airlines-'));
  const children: ChildProcess[] = [];
  let env: Record<string, string>;
  let url = '';
  let lark: ChildProcess;
  let token = '';

  beforeAll(async () => {
    const ports = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    env = { DEMO_AIRLINE_PORTS: ports.slice(1).join(',') };
    const script = 'apps/server/src/demo/airline/cli.ts';
    const firstTwo = run(script, ['DA', 'ez'], env);
    lark = run(script, ['OL'], env);
    children.push(firstTwo, lark);
    await Promise.all([answering(firstTwo, 2), answering(lark, 1)]);
    url = `http://127.0.0.1:${ports[0]}`;
    const console = run('apps/server/src/main.ts', [], {
      ...env,
      DEMO_AIRLINES: 'separate',
      PORT: String(ports[0]),
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web'),
    });
    children.push(console);
    await healthy(url, console);
    const login = await fetch(`${url}/prod-api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ userName: 'admin', passWord: 'admin123' }).toString(),
    });
    token = ((await login.json()) as { data: { 'X-Token': string } }).data['X-Token'];
  }, 120_000);

  afterAll(async () => {
    await Promise.all(children.map(stop));
    rmSync(dataDir, { recursive: true, force: true });
  });

  const searchFlights = async (): Promise<FlightSearchResult> => {
    const response = await fetch(`${url}/prod-api/flight/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': token },
      body: JSON.stringify({
        origin: 'FRA',
        destination: 'LHR',
        tripType: 'oneWay',
        departDate: '2030-03-12',
        adults: 1,
        children: 0,
        infants: 0,
      }),
    });
    return ((await response.json()) as { data: FlightSearchResult }).data;
  };

  it('points the demo wrappers at the ports the airlines process listens on', () => {
    const expected = demoAirlineUrls({ ports: env.DEMO_AIRLINE_PORTS?.split(',').map(Number) });
    expect(expected.map((airline) => airline.url)).toEqual(
      env.DEMO_AIRLINE_PORTS?.split(',').map((port) => `http://127.0.0.1:${port}`),
    );
  });

  it('finds flights of all three airlines while they run', async () => {
    const result = await searchFlights();
    expect(result.warnings).toEqual([]);
    expect(new Set(result.itineraries.map((it) => it.wrapperName))).toEqual(
      new Set(['Demo Air', 'Euro Zephyr', 'Orient Lark']),
    );
  });

  it('names the stopped airline in a warning and still shows the others', async () => {
    await stop(lark);
    const result = await searchFlights();
    expect(result.warnings).toEqual([
      expect.objectContaining({
        wrapperName: 'Orient Lark',
        kind: 'unreachable',
        message: expect.stringContaining('Orient Lark could not be reached') as string,
      }),
    ]);
    expect(new Set(result.itineraries.map((it) => it.wrapperName))).toEqual(
      new Set(['Demo Air', 'Euro Zephyr']),
    );
  });

  it('refuses an airline code it does not know', () => {
    expect(() => demoAirlineUrls({ only: ['XX'] })).toThrow('no demo airline XX: choose from DA, EZ, OL');
    expect(() => demoAirlineUrls({ ports: [0, 8092, 8093] })).toThrow(
      'DEMO_AIRLINE_PORTS must name fixed ports',
    );
  });
});
