import {
  flightSearchCalls,
  type CallDeclaration,
  type FlightSearchResult,
  type JsonCall,
} from '@ota/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoAirlines, type RunningDemoAirlines } from '../../demo/airline';
import { syncDemoWrapperUrls } from '../../demo/seeders/airlines';
import { useTestApp } from '../../test/app';
import { callTester } from '../../test/calls';
import { testEngines } from '../../test/databases';

const criteria = {
  origin: 'FRA',
  destination: 'LHR',
  tripType: 'roundTrip',
  departDate: '2030-03-12',
  returnDate: '2030-03-19',
  adults: 2,
  children: 1,
  infants: 1,
};

/** The declared flight search calls (decision 0043): each real answer parses with its answer schema. */
describe.each(testEngines())('flight search calls as declared (%s)', (engine) => {
  const t = useTestApp(engine, { config: { wrapperTimeoutMs: 1000 } });
  let airlines: RunningDemoAirlines | undefined;
  let token = '';

  beforeAll(async () => {
    airlines = await startDemoAirlines({ ports: [0, 0, 0] });
    await syncDemoWrapperUrls(t.database.db, airlines.wrappers);
    token = await t.login('admin');
  });
  afterAll(async () => {
    await airlines?.close();
  });

  const calls = callTester(t);
  const answered = async (call: JsonCall, input: Record<string, unknown>) =>
    (await calls.answered(call, input, token)) as FlightSearchResult;

  it('answers the airports and every kind of search as declared: found, warned, nothing online', async () => {
    expect(await calls.answered(flightSearchCalls.airports, {}, token)).not.toEqual([]);
    const found = await answered(flightSearchCalls.search, criteria);
    expect(found.itineraries.length).toBeGreaterThan(0);
    expect(found.warnings).toEqual([]);

    // A wrapper nobody listens for: its warning, the others' itineraries.
    await t.database.db.execute(
      sql`update airline_wrappers set wrapper_url = 'http://127.0.0.1:9' where name = 'Orient Lark'`,
    );
    const warned = await answered(flightSearchCalls.search, { ...criteria, tripType: 'oneWay' });
    expect(warned.warnings.map((warning) => warning.wrapperName)).toEqual(['Orient Lark']);

    await t.database.db.execute(sql`update airline_wrappers set status = 'offline'`);
    expect(await answered(flightSearchCalls.search, criteria)).toEqual({
      itineraries: [],
      warnings: [],
      wrappers: [],
    });
  });

  it('refuses bad input in the words parseInput has always used, as the 400 envelope', async () => {
    const cases: [CallDeclaration, Record<string, unknown>][] = [
      [flightSearchCalls.search, {}],
      [flightSearchCalls.search, { ...criteria, destination: 'FRA' }],
      [flightSearchCalls.search, { ...criteria, adults: 'two' }],
    ];
    for (const [call, input] of cases) await calls.refusedAsParseInput(call, input, token);
  });

  it('refuses without a session before reading the input', async () => {
    for (const call of Object.values(flightSearchCalls)) {
      const { http, body } = await calls.send(call, { adults: 'many' }, '');
      expect(http).toBe(403);
      expect(body).toEqual({ status: 403, message: "You don't have permission", data: null });
    }
  });
});
