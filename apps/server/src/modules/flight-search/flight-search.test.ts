import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FORBIDDEN_MESSAGE, type FlightAirport, type FlightSearchResult } from '@ota/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import {
  DEMO_AIRLINES,
  startDemoAirlines,
  startDemoAirline,
  type DemoAirline,
  type RunningDemoAirlines,
} from '../../demo/airline';
import { syncDemoWrapperUrls } from '../../demo/seeders/airlines';
import { useTestApp } from '../../test/app';
import { testEngines } from '../../test/databases';

interface Answer<T = unknown> {
  status: number;
  message: string;
  data: T;
}

const TIMEOUT_MS = 1000;
const DEMO_NAMES = DEMO_AIRLINES.map((airline) => airline.name);

const search = (over: Record<string, unknown> = {}) => ({
  origin: 'FRA',
  destination: 'LHR',
  tripType: 'oneWay',
  departDate: '2030-03-12',
  adults: 1,
  children: 0,
  infants: 0,
  ...over,
});

describe.each(testEngines())('flight search (%s)', (engine) => {
  const t = useTestApp(engine, { config: { wrapperTimeoutMs: TIMEOUT_MS } });
  let demo: RunningDemoAirlines;
  let slow: DemoAirline;
  let spy: Server;
  let spyHits = 0;

  beforeAll(async () => {
    demo = await startDemoAirlines({ ports: [0, 0, 0], seed: 'flight-search-test' });
    await syncDemoWrapperUrls(t.database.db, demo.wrappers);
    slow = await startDemoAirline({ code: 'SL', name: 'Slow Lark', seed: 'slow', latencyMs: 3000 });
    // Counts the requests of a wrapper that is offline and must never be asked.
    spy = createServer((_req, res) => {
      spyHits += 1;
      res.writeHead(503).end();
    });
    await new Promise<void>((resolve) => spy.listen(0, '127.0.0.1', resolve));
    const token = await t.login('admin');
    const add = (name: string, wrapperurl: string, status: string) =>
      t.inject({
        method: 'POST',
        url: `/prod-api/wrapper/add?${new URLSearchParams({ name, wrapperurl, status }).toString()}`,
        headers: { 'x-token': token },
      });
    await add('Slow Lark', slow.url, 'online');
    await add('Sleeping Spy', `http://127.0.0.1:${(spy.address() as AddressInfo).port}`, 'offline');
  });
  afterAll(async () => {
    await demo?.close();
    await slow?.close();
    spy?.close();
  });

  const post = async <T>(token: string, body: unknown) =>
    (
      await t.inject({
        method: 'POST',
        url: '/prod-api/flight/search',
        headers: { 'x-token': token },
        payload: body as Record<string, unknown>,
      })
    ).json<Answer<T>>();

  it('merges every online wrapper, names the one that timed out, asks no offline one', async () => {
    const token = await t.login('admin');
    const started = performance.now();
    const { status, data } = await post<FlightSearchResult>(token, search());
    const elapsed = performance.now() - started;
    expect(status).toBe(200);
    expect(data.wrappers.sort()).toEqual([...DEMO_NAMES, 'Slow Lark'].sort());
    expect(data.warnings).toEqual([
      {
        wrapperName: 'Slow Lark',
        kind: 'timeout',
        message: `Slow Lark did not answer within ${TIMEOUT_MS} ms`,
      },
    ]);
    expect([...new Set(data.itineraries.map((it) => it.wrapperName))].sort()).toEqual([...DEMO_NAMES].sort());
    const cents = data.itineraries.map((it) => Math.round(it.fares.total * 100));
    expect(cents).toEqual([...cents].sort((a, b) => a - b));
    for (const it of data.itineraries) {
      expect(it.outbound.segments[0]).toMatchObject({ dep: 'FRA' });
      expect(it.outbound.segments.at(-1)).toMatchObject({ arr: 'LHR' });
      expect(it.inbound).toBeUndefined();
    }
    expect(spyHits).toBe(0);
    // Parallel: the slow wrapper costs one timeout, not one per wrapper.
    expect(elapsed).toBeLessThan(TIMEOUT_MS * 2.5);
  });

  it('names the failed wrapper in the reader’s language, its words kept as they came', async () => {
    const token = await t.login('admin');
    const answer = await t.inject({
      method: 'POST',
      url: '/prod-api/flight/search',
      headers: { 'x-token': token, 'accept-language': 'zh' },
      payload: search(),
    });
    const { data } = answer.json<Answer<FlightSearchResult>>();
    expect(data.warnings).toEqual([
      { wrapperName: 'Slow Lark', kind: 'timeout', message: `Slow Lark 在 ${TIMEOUT_MS} 毫秒内未应答` },
    ]);
  });

  it('answers a round trip for every passenger type, uppercasing the airport codes', async () => {
    const token = await t.login('support');
    const { status, data } = await post<FlightSearchResult>(
      token,
      search({
        origin: ' cdg',
        destination: 'hkg ',
        tripType: 'roundTrip',
        returnDate: '2030-03-20',
        adults: 2,
        children: 1,
        infants: 1,
        cabin: 'business',
      }),
    );
    expect(status).toBe(200);
    expect(data.itineraries.length).toBeGreaterThan(0);
    const [first] = data.itineraries;
    expect(first?.outbound.segments[0]?.dep).toBe('CDG');
    expect(first?.inbound?.segments[0]?.dep).toBe('HKG');
    expect(first?.fares.perPassenger.map((fare) => [fare.ageType, fare.count])).toEqual([
      [0, 2],
      [1, 1],
      [2, 1],
    ]);
  });

  it('drops a return date given with a one-way trip', async () => {
    const token = await t.login('admin');
    const { data } = await post<FlightSearchResult>(token, search({ returnDate: '2030-03-01' }));
    expect(data.itineraries.every((it) => it.inbound === undefined)).toBe(true);
  });

  it('answers no itineraries and no warnings when no wrapper is online', async () => {
    const token = await t.login('admin');
    const list = await t.inject({
      method: 'POST',
      url: '/prod-api/wrapper/selectAllOrId?status=online',
      headers: { 'x-token': token },
    });
    const online = list.json<Answer<{ list: { id: number }[] }>>().data.list;
    const setStatus = (id: number, status: string) =>
      t.inject({
        method: 'POST',
        url: `/prod-api/wrapper/editStatus?id=${id}&status=${status}`,
        headers: { 'x-token': token },
      });
    for (const wrapper of online) await setStatus(wrapper.id, 'offline');
    try {
      expect((await post(token, search())).data).toEqual({ itineraries: [], warnings: [], wrappers: [] });
    } finally {
      for (const wrapper of online) await setStatus(wrapper.id, 'online');
    }
  });

  it('refuses bad criteria naming the field', async () => {
    const token = await t.login('admin');
    const cases: [Record<string, unknown>, string][] = [
      [{ origin: undefined }, 'origin is required'],
      [{ origin: 'FR' }, 'origin must be a 3-letter IATA airport code'],
      [{ destination: 'L1R' }, 'destination must be a 3-letter IATA airport code'],
      [{ destination: 'fra' }, 'destination must differ from origin'],
      [{ tripType: 'multiCity' }, 'tripType must be oneWay or roundTrip'],
      [{ departDate: '2030-02-30' }, 'departDate must be a date YYYY-MM-DD'],
      [{ departDate: '2020-01-01' }, 'departDate must not be in the past'],
      [{ tripType: 'roundTrip' }, 'returnDate is required for a round trip'],
      [{ tripType: 'roundTrip', returnDate: '2030-03-11' }, 'returnDate must not be before departDate'],
      [{ adults: 0 }, 'adults must be at least 1'],
      [{ adults: 1.5 }, 'adults must be a whole number'],
      [{ adults: '2' }, 'adults must be a number'],
      [{ children: -1 }, 'children must be at least 0'],
      [{ adults: 5, children: 5 }, 'adults plus children must be at most 9 seated passengers'],
      [{ adults: 10 }, 'adults must be at most 9'],
      [{ adults: 1, infants: 2 }, 'infants must not outnumber adults'],
      [{ cabin: 'cargo' }, 'cabin must be one of economy, premium, business, first'],
    ];
    for (const [over, message] of cases) {
      expect(await post(token, search(over)), message).toEqual({ status: 400, message, data: null });
    }
  });

  it('lists the airports the form offers', async () => {
    const token = await t.login('admin');
    const response = await t.inject({
      method: 'GET',
      url: '/prod-api/flight/airports',
      headers: { 'x-token': token },
    });
    const airports = response.json<Answer<FlightAirport[]>>().data;
    expect(airports).toHaveLength(35);
    expect(airports).toContainEqual({
      code: 'FRA',
      name: 'Frankfurt Airport',
      city: 'Frankfurt',
      country: 'DE',
    });
    const codes = airports.map((airport) => airport.code);
    expect(codes).toEqual([...codes].sort());
  });

  it('answers HTTP 403 without the flight search code or a session', async () => {
    for (const name of ['operator', 'limited']) {
      const token = await t.login(name);
      const searched = await t.inject({
        method: 'POST',
        url: '/prod-api/flight/search',
        headers: { 'x-token': token },
        payload: search(),
      });
      expect(searched.statusCode).toBe(403);
      expect(searched.json()).toEqual({ status: 403, message: FORBIDDEN_MESSAGE, data: null });
      const airports = await t.inject({
        method: 'GET',
        url: '/prod-api/flight/airports',
        headers: { 'x-token': token },
      });
      expect(airports.statusCode).toBe(403);
    }
    expect(
      (await t.inject({ method: 'POST', url: '/prod-api/flight/search', payload: search() })).statusCode,
    ).toBe(403);
  });
});

describe('WRAPPER_TIMEOUT_MS', () => {
  it('defaults to 3000 ms and is read from the environment', () => {
    expect(loadConfig({}).wrapperTimeoutMs).toBe(3000);
    expect(loadConfig({ WRAPPER_TIMEOUT_MS: '750' }).wrapperTimeoutMs).toBe(750);
    expect(() => loadConfig({ WRAPPER_TIMEOUT_MS: '10' })).toThrow('WRAPPER_TIMEOUT_MS');
  });
});
