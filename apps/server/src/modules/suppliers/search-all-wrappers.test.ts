import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoAirline, type DemoAirline, type DemoAirlineOptions } from '../../demo/airline/server';
import { searchBody } from '../../demo/airline/test-helpers';
import { searchAllWrappers } from './search-all-wrappers';
import { sortItineraries } from './sort-itineraries';
import { createWrapperClient } from './wrapper-client';
import { TEST_AIRLINE_HOSTS } from '../../test/app';

const TIMEOUT_MS = 400;
const CALLS = { timeoutMs: TIMEOUT_MS, allowedHosts: TEST_AIRLINE_HOSTS };
const airlines: Record<string, DemoAirline> = {};

const config: DemoAirlineOptions[] = [
  { code: 'DA', name: 'Demo Air', seed: 'merge', latencyMs: 50 },
  { code: 'EZ', name: 'Euro Zephyr', seed: 'merge', latencyMs: 50 },
  { code: 'OL', name: 'Orient Lark', seed: 'merge', latencyMs: 50 },
  { code: 'SL', name: 'Slow Lark', seed: 'merge', latencyMs: 3000 },
  { code: 'BR', name: 'Broken Air', seed: 'merge', fail: 'error' },
];

beforeAll(async () => {
  const started = await Promise.all(config.map((c) => startDemoAirline(c)));
  config.forEach((c, i) => {
    const airline = started[i];
    if (airline) airlines[c.name] = airline;
  });
});
afterAll(async () => {
  await Promise.all(Object.values(airlines).map((a) => a.close()));
});

const target = (name: string) => ({ name, url: airlines[name]?.url ?? '' });

describe('searchAllWrappers', () => {
  it('merges every wrapper answer, each itinerary tagged with its wrapper', async () => {
    const names = ['Demo Air', 'Euro Zephyr', 'Orient Lark'];
    const merged = await searchAllWrappers(names.map(target), searchBody(), CALLS);
    expect(merged.warnings).toEqual([]);
    for (const name of names) {
      const own = await createWrapperClient({
        baseUrl: target(name).url,
        ...CALLS,
      }).searchFlights(searchBody());
      const tagged = merged.itineraries.filter((it) => it.wrapperName === name);
      expect(own.itineraries.length).toBeGreaterThan(0);
      expect(tagged).toEqual(own.itineraries.map((it) => ({ ...it, wrapperName: name })));
    }
    expect(merged.itineraries.every((it) => names.includes(it.wrapperName))).toBe(true);
  });

  it('names a slow and a failing wrapper in warnings while the others still answer', async () => {
    const merged = await searchAllWrappers(
      ['Demo Air', 'Slow Lark', 'Euro Zephyr', 'Broken Air'].map(target),
      searchBody(),
      CALLS,
    );
    expect(merged.warnings).toEqual([
      {
        wrapperName: 'Slow Lark',
        kind: 'timeout',
        message: `Slow Lark did not answer within ${TIMEOUT_MS} ms`,
      },
      {
        wrapperName: 'Broken Air',
        kind: 'refused',
        message: expect.stringContaining('Broken Air refused the request'),
      },
    ]);
    const from = new Set(merged.itineraries.map((it) => it.wrapperName));
    expect([...from].sort()).toEqual(['Demo Air', 'Euro Zephyr']);
  });

  it('asks all wrappers at once rather than one after another', async () => {
    // Three wrappers that hold each call 100 ms and count how many they hold at the same time.
    const answer = await (
      await fetch(`${airlines['Demo Air']?.url}/v1/flights/search`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(searchBody()),
      })
    ).text();
    let inFlight = 0;
    let most = 0;
    const counting = await Promise.all(
      ['One', 'Two', 'Three'].map(async (name) => {
        const server = createServer((_request, response) => {
          inFlight += 1;
          most = Math.max(most, inFlight);
          setTimeout(() => {
            inFlight -= 1;
            response.writeHead(200, { 'content-type': 'application/json' }).end(answer);
          }, 100);
        });
        await new Promise((done) => server.listen(0, '127.0.0.1', () => done(null)));
        return { name, server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
      }),
    );
    const merged = await searchAllWrappers(counting, searchBody(), CALLS);
    counting.forEach(({ server }) => server.close());
    expect(merged.warnings).toEqual([]);
    expect(most).toBe(3);
  });

  it('answers an empty list with nothing and no warnings', async () => {
    expect(await searchAllWrappers([], searchBody(), CALLS)).toEqual({ itineraries: [], warnings: [] });
  });
});

describe('sortItineraries on a merged answer', () => {
  it('orders by price, departure and duration, either way, without touching the input', async () => {
    const merged = await searchAllWrappers(
      ['Demo Air', 'Euro Zephyr', 'Orient Lark'].map(target),
      searchBody({ origin: 'CDG', destination: 'HKG', returnDate: '2030-03-20' }),
      CALLS,
    );
    expect(new Set(merged.itineraries.map((it) => it.wrapperName)).size).toBe(3);
    const before = [...merged.itineraries];
    const price = sortItineraries(merged.itineraries, 'price').map((it) => Math.round(it.fares.total * 100));
    expect(price).toEqual([...price].sort((a, b) => a - b));
    const departure = sortItineraries(merged.itineraries, 'departure').map(
      (it) => it.outbound.segments[0]?.depTime ?? '',
    );
    expect(departure).toEqual([...departure].sort());
    const minutes = (it: (typeof before)[number]) => it.outbound.duration + (it.inbound?.duration ?? 0);
    const duration = sortItineraries(merged.itineraries, 'duration').map(minutes);
    expect(duration).toEqual([...duration].sort((a, b) => a - b));
    const priceDesc = sortItineraries(merged.itineraries, 'price', 'desc').map((it) =>
      Math.round(it.fares.total * 100),
    );
    expect(priceDesc).toEqual([...price].reverse());
    expect(merged.itineraries).toEqual(before);
    expect(new Set(sortItineraries(merged.itineraries, 'price'))).toEqual(new Set(before));
  });
});
