import {
  WRAPPER_PROTOCOL_VERSION,
  wrapperFareRulesAnswer,
  wrapperRefundAnswer,
  wrapperSearchResponse,
} from '@ota/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_AIRLINE_HOSTS } from '../../test/app';
import { createWrapperClient } from '../../modules/suppliers';
import { buildCatalogue } from '../orders/catalogue';
import { DEMO_AIRLINES } from './demo-airlines';
import { startDemoAirline, type DemoAirline } from './server';
import { FIXED_NOW, getJson, postJson, searchBody } from './test-helpers';

// Demo Air selling Iberia and Vueling, next to an Iberia wrapper of its own with the same seed.
let consolidator: DemoAirline;
let iberia: DemoAirline;

beforeAll(async () => {
  [consolidator, iberia] = await Promise.all([
    startDemoAirline({
      code: 'DA',
      name: 'Demo Air',
      seed: 'seed:DA',
      consolidates: [
        { code: 'IB', name: 'Iberia', seed: 'seed:IB' },
        { code: 'VY', name: 'Vueling', seed: 'seed:VY' },
      ],
      now: FIXED_NOW,
    }),
    startDemoAirline({ code: 'IB', name: 'Iberia', seed: 'seed:IB', now: FIXED_NOW }),
  ]);
});
afterAll(async () => {
  await Promise.all([consolidator.close(), iberia.close()]);
});

const madrid = searchBody({ origin: 'MAD', destination: 'CDG' });

async function firstIberiaSegment() {
  const answer = await postJson(consolidator.url, '/v1/flights/search', { ...madrid, airline: 'IB' });
  const segment = wrapperSearchResponse.parse(answer.body).itineraries[0]?.outbound.segments[0];
  if (!segment) throw new Error('expected an Iberia flight MAD-CDG');
  return {
    flightNo: segment.flightNo,
    origin: segment.dep,
    destination: segment.arr,
    departDate: '2030-03-12',
  };
}

describe('a demo airline selling other airlines (consolidator)', () => {
  it('names every airline it serves in its health, its own first', async () => {
    expect(await getJson(consolidator.url, '/v1/health')).toEqual({
      status: 200,
      body: {
        status: 'up',
        airline: { code: 'DA', name: 'Demo Air' },
        airlines: [
          { code: 'DA', name: 'Demo Air' },
          { code: 'IB', name: 'Iberia' },
          { code: 'VY', name: 'Vueling' },
        ],
        version: WRAPPER_PROTOCOL_VERSION,
      },
    });
  });

  it('searches the airline a call names, as that airline’s own wrapper would; without one, its own', async () => {
    const sold = await postJson(consolidator.url, '/v1/flights/search', { ...madrid, airline: 'IB' });
    const own = await postJson(iberia.url, '/v1/flights/search', madrid);
    expect(sold.status).toBe(200);
    expect(wrapperSearchResponse.parse(sold.body).itineraries.length).toBeGreaterThan(0);
    expect(sold.body).toEqual(own.body);

    const unnamed = wrapperSearchResponse.parse(
      (await postJson(consolidator.url, '/v1/flights/search', madrid)).body,
    );
    expect(new Set(unnamed.itineraries.map((it) => it.validatingCarrier))).toEqual(new Set(['DA']));
    // An airline it does not sell flies nothing here, as a route it does not fly.
    expect(
      (await postJson(consolidator.url, '/v1/flights/search', { ...madrid, airline: 'XX' })).body,
    ).toEqual({ itineraries: [], currency: 'EUR' });
  });

  it('answers the booking calls for the airline named, and refuses one it does not serve', async () => {
    const segment = await firstIberiaSegment();
    const rules = await postJson(consolidator.url, '/v1/fare-rules', { airline: 'IB', segments: [segment] });
    expect(rules.status).toBe(200);
    expect(wrapperFareRulesAnswer.parse(rules.body).segments[0]?.flightNo).toBe(segment.flightNo);
    expect(rules.body).toEqual((await postJson(iberia.url, '/v1/fare-rules', { segments: [segment] })).body);
    // Without the airline the wrapper takes its own, which has no such flight.
    expect(await postJson(consolidator.url, '/v1/fare-rules', { segments: [segment] })).toMatchObject({
      status: 422,
      body: { error: { code: 'SEGMENT_NOT_FOUND' } },
    });

    expect((await getJson(consolidator.url, '/v1/bookings/ABC123/status?airline=IB')).body).toEqual(
      (await getJson(iberia.url, '/v1/bookings/ABC123/status')).body,
    );
    expect(
      await postJson(consolidator.url, '/v1/bookings/reconfirm', { pnr: 'ABC123', airline: 'XX' }),
    ).toEqual({
      status: 422,
      body: { error: { code: 'AIRLINE_NOT_SERVED', message: 'Demo Air does not serve airline XX' } },
    });
    expect(await getJson(consolidator.url, '/v1/bookings/ABC123/status?airline=X')).toMatchObject({
      status: 400,
      body: { error: { message: 'airline must be a 2-character airline code' } },
    });
  });

  it('keeps a refund of a sold airline under that airline, found again by its id', async () => {
    const submitted = await postJson(consolidator.url, '/v1/refunds', {
      airline: 'VY',
      pnr: 'ABC123',
      quoteId: 'RQ1',
      reference: 'RF00000001',
      amount: 100,
      currency: 'EUR',
    });
    const { refundId } = wrapperRefundAnswer.parse(submitted.body);
    expect(refundId).toMatch(/^VYR-/);
    const answer = await getJson(consolidator.url, `/v1/refunds/${refundId}`);
    expect(answer.status).toBe(200);
    expect(await getJson(consolidator.url, `/v1/refunds/${refundId}?airline=VY`)).toEqual(answer);
    expect((await getJson(consolidator.url, `/v1/refunds/${refundId}?airline=IB`)).status).toBe(404);
  });

  it('is asked for the airline by a client bound to it', async () => {
    const client = createWrapperClient({
      baseUrl: consolidator.url,
      timeoutMs: 3000,
      allowedHosts: TEST_AIRLINE_HOSTS,
      name: 'Demo Air',
      airline: 'IB',
    });
    const segment = await firstIberiaSegment();
    const direct = await postJson(iberia.url, '/v1/quotes/refund', {
      pnr: 'ABC123',
      passengers: [{ ageType: 0 }],
      segments: [segment],
      reason: 'voluntary',
    });
    expect(
      await client.quoteRefund({
        pnr: 'ABC123',
        passengers: [{ ageType: 0 }],
        segments: [segment],
        reason: 'voluntary',
      }),
    ).toEqual({ ...(direct.body as object), quoteId: expect.any(String) });
    expect(await client.bookingStatus('ABC123')).toEqual(
      (await getJson(iberia.url, '/v1/bookings/ABC123/status')).body,
    );
    expect((await client.searchFlights(madrid)).itineraries[0]?.validatingCarrier).toBe('IB');
  });
});

describe('the demo airlines and the demo orders', () => {
  it('serve every airline a demo order flies, each airline by one demo airline', () => {
    const served: string[] = DEMO_AIRLINES.flatMap((airline) => [
      airline.code,
      ...airline.consolidates.map((c) => c.code),
    ]);
    expect(new Set(served).size).toBe(served.length);
    const flown = new Set(buildCatalogue().routes.map((route) => route.airline));
    expect([...flown].filter((code) => !served.includes(code))).toEqual([]);
    expect([...flown].sort()).toEqual(['AF', 'BA', 'DA', 'EZ', 'IB', 'LH', 'OL', 'VY']);
  });
});
