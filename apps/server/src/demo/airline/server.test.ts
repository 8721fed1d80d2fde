import {
  amountText,
  toCents,
  WRAPPER_PROTOCOL_VERSION,
  wrapperChangeQuote,
  wrapperRefundQuote,
  wrapperSearchResponse,
  type WrapperItinerary,
  type WrapperPassengerFare,
} from '@ota/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoAirline, type DemoAirline } from './server';
import { FIXED_NOW, getJson, postJson, searchBody } from './test-helpers';

/** A protocol amount in exact cents. */
const cents = (amount: number) => toCents(amountText(amount));

const config = { code: 'DA', name: 'Demo Air', seed: 'unit-seed', now: FIXED_NOW };
let first: DemoAirline;
let second: DemoAirline;

beforeAll(async () => {
  [first, second] = await Promise.all([startDemoAirline(config), startDemoAirline(config)]);
});
afterAll(async () => {
  await Promise.all([first.close(), second.close()]);
});

async function search(url: string, body = searchBody()) {
  const answer = await postJson(url, '/v1/flights/search', body);
  expect(answer.status).toBe(200);
  return wrapperSearchResponse.parse(answer.body);
}

const fareOf = (it: WrapperItinerary, ageType: number): WrapperPassengerFare => {
  const fare = it.fares.perPassenger.find((p) => p.ageType === ageType);
  if (!fare) throw new Error(`no fare for age type ${ageType}`);
  return fare;
};

describe('demo airline over HTTP', () => {
  it('answers health with its airline and protocol version', async () => {
    const answer = await getJson(first.url, '/v1/health');
    expect(answer).toEqual({
      status: 200,
      body: {
        status: 'up',
        airline: { code: 'DA', name: 'Demo Air' },
        airlines: [{ code: 'DA', name: 'Demo Air' }],
        version: WRAPPER_PROTOCOL_VERSION,
      },
    });
  });

  it('gives the same answers twice and on two instances with one seed', async () => {
    const bodies = [
      searchBody(),
      searchBody({ origin: 'CDG', destination: 'NRT', departDate: '2030-11-02', cabin: 'business' }),
      searchBody({
        origin: 'MAD',
        destination: 'AMS',
        returnDate: '2030-03-15',
        passengers: { adults: 2, children: 1, infants: 1 },
      }),
    ];
    for (const body of bodies) {
      const once = await search(first.url, body);
      expect(once.itineraries.length).toBeGreaterThan(0);
      expect(await search(first.url, body)).toEqual(once);
      expect(await search(second.url, body)).toEqual(once);
    }
  });

  it('answers differently under another seed', async () => {
    const other = await startDemoAirline({ ...config, seed: 'another-seed' });
    try {
      expect(await search(other.url)).not.toEqual(await search(first.url));
    } finally {
      await other.close();
    }
  });

  it.each([
    [{ origin: 'FR' }, 'origin must be a 3-letter IATA airport code'],
    [{ origin: undefined }, 'origin is required'],
    [{ destination: 'FRA' }, 'destination must differ from origin'],
    [{ departDate: '2030-02-30' }, 'departDate must be a date YYYY-MM-DD'],
    [{ returnDate: '2030-03-01' }, 'returnDate must not be before departDate'],
    [{ passengers: { adults: 0 } }, 'passengers.adults must be at least 1'],
    [{ passengers: { adults: 1, infants: 2 } }, 'passengers.infants must not outnumber adults'],
    [{ passengers: { adults: 5, children: 5 } }, 'passengers.children plus adults must be at most 9'],
    [{ cabin: 'luxury' }, 'cabin must be one of economy, premium, business, first'],
  ] as const)('refuses %j with 400 naming the field', async (over, message) => {
    const answer = await postJson(first.url, '/v1/flights/search', { ...searchBody(), ...over });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: { code: 'INVALID_REQUEST', message: expect.stringContaining(message) },
    });
  });

  it('refuses a body that is not JSON, and unknown paths, with the protocol error body', async () => {
    const res = await fetch(`${first.url}/v1/flights/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'INVALID_JSON' } });
    expect(await getJson(first.url, '/v1/nowhere')).toMatchObject({
      status: 404,
      body: { error: { code: 'NOT_FOUND' } },
    });
  });

  it('answers an unknown airport with no flights rather than an error', async () => {
    expect((await search(first.url, searchBody({ destination: 'XYZ' }))).itineraries).toEqual([]);
  });

  it('prices children at 75 % and infants at 10 % of the adult fare, and sums exactly in cents', async () => {
    const family = { adults: 3, children: 2, infants: 2 };
    const single = await search(first.url, searchBody({ departDate: '2030-05-17' }));
    const group = await search(first.url, searchBody({ departDate: '2030-05-17', passengers: family }));
    const singles = new Map(single.itineraries.map((it) => [it.id, it]));
    expect(group.itineraries.length).toBeGreaterThan(0);
    for (const it of group.itineraries) {
      const adult = fareOf(it, 0);
      const child = fareOf(it, 1);
      const infant = fareOf(it, 2);
      expect(fareOf(singles.get(it.id) ?? it, 0)).toEqual({ ...adult, count: 1 });
      expect([adult.count, child.count, infant.count]).toEqual([3, 2, 2]);
      expect(cents(child.base) * 100n).toBe(cents(adult.base) * 75n);
      expect(cents(infant.base) * 10n).toBe(cents(adult.base));
      expect(child.taxes).toBe(adult.taxes);
      expect(infant.taxes).toBe(0);
      const sum = [adult, child, infant].reduce(
        (s, p) => s + BigInt(p.count) * (cents(p.base) + cents(p.taxes)),
        0n,
      );
      expect(cents(it.fares.total)).toBe(sum);
      expect(it.seatsLeft).toBeGreaterThanOrEqual(5);
    }
  });

  it('prices a return trip as its two one-way flights', async () => {
    const trip = await search(first.url, searchBody({ returnDate: '2030-03-19' }));
    const out = new Map(
      (await search(first.url)).itineraries.map((it) => [it.outbound.segments[0]?.flightNo, it]),
    );
    const back = await search(
      first.url,
      searchBody({ origin: 'LHR', destination: 'FRA', departDate: '2030-03-19' }),
    );
    const backs = new Map(back.itineraries.map((it) => [it.outbound.segments[0]?.flightNo, it]));
    expect(trip.itineraries.length).toBeGreaterThan(0);
    for (const it of trip.itineraries) {
      expect(it.inbound?.segments[0]).toMatchObject({ dep: 'LHR', arr: 'FRA' });
      const a = out.get(it.outbound.segments[0]?.flightNo);
      const b = backs.get(it.inbound?.segments[0]?.flightNo);
      if (!a || !b) throw new Error('each leg should also sell one way');
      expect(cents(it.fares.total)).toBe(cents(a.fares.total) + cents(b.fares.total));
    }
  });
});

describe('demo airline quotes and bookings', () => {
  const booked = async () => {
    const [it] = (await search(first.url)).itineraries;
    const seg = it?.outbound.segments[0];
    if (!seg) throw new Error('expected a flight');
    return { flightNo: seg.flightNo, origin: seg.dep, destination: seg.arr, departDate: '2030-03-12' };
  };

  it('quotes a change to an itinerary found by search, the same on every instance', async () => {
    const segment = await booked();
    const [target] = (await search(first.url, searchBody({ departDate: '2030-03-20' }))).itineraries;
    const body = {
      pnr: 'ABC123',
      passengers: { adults: 2 },
      segments: [segment],
      newItineraryId: target?.id,
    };
    const answer = await postJson(first.url, '/v1/quotes/change', body);
    expect(answer.status).toBe(200);
    const quote = wrapperChangeQuote.parse(answer.body);
    expect(quote.itinerary.id).toBe(target?.id);
    expect(quote.serviceFee).toBe(20);
    expect(quote.expiresAt).toBe('2030-01-01T12:30:00Z');
    expect((await postJson(second.url, '/v1/quotes/change', body)).body).toEqual(answer.body);
  });

  it('quotes a change by new date, picking the cheapest flight', async () => {
    const segment = await booked();
    const answer = await postJson(first.url, '/v1/quotes/change', {
      orderNo: 'OF2030001',
      passengers: { adults: 1 },
      segments: [segment],
      search: { departDate: '2030-03-21' },
    });
    const quote = wrapperChangeQuote.parse(answer.body);
    const options = (await search(first.url, searchBody({ departDate: '2030-03-21' }))).itineraries;
    expect(Math.min(...options.map((o) => o.fares.total))).toBe(quote.itinerary.fares.total);
  });

  it('refuses a change of a flight it does not operate, and a quote without booking reference', async () => {
    const segment = { ...(await booked()), flightNo: 'DA1' };
    const missing = await postJson(first.url, '/v1/quotes/change', {
      pnr: 'ABC123',
      passengers: { adults: 1 },
      segments: [segment],
      search: { departDate: '2030-03-21' },
    });
    expect(missing).toMatchObject({ status: 422, body: { error: { code: 'SEGMENT_NOT_FOUND' } } });
    const anonymous = await postJson(first.url, '/v1/quotes/refund', {
      passengers: [{ ageType: 0 }],
      segments: [await booked()],
      reason: 'voluntary',
    });
    expect(anonymous).toMatchObject({
      status: 400,
      body: { error: { message: 'pnr or orderNo is required' } },
    });
  });

  it('quotes refunds by reason: involuntary refunds all, tax-only at most the voluntary amount', async () => {
    const segments = [await booked()];
    const quotes = new Map<string, ReturnType<typeof wrapperRefundQuote.parse>>();
    for (const reason of ['voluntary', 'involuntary', 'tax-only', 'no-show', 'waiver']) {
      const answer = await postJson(first.url, '/v1/quotes/refund', {
        pnr: 'ABC123',
        passengers: [{ ageType: 0 }, { ageType: 1 }, { ageType: 2 }],
        segments,
        reason,
      });
      expect(answer.status).toBe(200);
      quotes.set(reason, wrapperRefundQuote.parse(answer.body));
    }
    const refundable = (reason: string) => cents(quotes.get(reason)?.refundable ?? -1);
    expect(refundable('involuntary')).toBe(cents(quotes.get('involuntary')?.fare ?? 0));
    expect(refundable('tax-only')).toBeLessThanOrEqual(refundable('voluntary'));
    expect(refundable('no-show')).toBeLessThanOrEqual(refundable('voluntary'));
    expect(refundable('waiver')).toBeGreaterThanOrEqual(refundable('voluntary'));
  });

  it('tells a booking status and reconfirms the same way every time', async () => {
    const status = await getJson(first.url, '/v1/bookings/ABC123/status');
    expect(status.status).toBe(200);
    expect(await getJson(second.url, '/v1/bookings/ABC123/status')).toEqual(status);
    const reconfirmed = await postJson(first.url, '/v1/bookings/reconfirm', { pnr: 'ABC123' });
    expect([200, 409]).toContain(reconfirmed.status);
    expect(await getJson(first.url, '/v1/bookings/abc/status')).toMatchObject({
      status: 400,
      body: { error: { message: 'pnr must be 6 capital letters or digits' } },
    });
  });
});
