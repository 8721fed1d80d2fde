import { WRAPPER_PROTOCOL_VERSION } from '@ota/contract';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoAirline, type DemoAirline } from '../../demo/airline/server';
import { FIXED_NOW, searchBody } from '../../demo/airline/test-helpers';
import { SupplierError } from './supplier-error';
import { createWrapperClient } from './wrapper-client';
import { TEST_AIRLINE_HOSTS } from '../../test/app';

let demo: DemoAirline;
const started: DemoAirline[] = [];

beforeAll(async () => {
  demo = await startDemoAirline({ code: 'DA', name: 'Demo Air', seed: 'client-seed', now: FIXED_NOW });
});
afterAll(async () => {
  await Promise.all([demo, ...started].map((airline) => airline.close()));
});

async function extraAirline(options: Partial<Parameters<typeof startDemoAirline>[0]>): Promise<DemoAirline> {
  const airline = await startDemoAirline({ code: 'SL', name: 'Slow Air', seed: 1, ...options });
  started.push(airline);
  return airline;
}

async function failureOf(promise: Promise<unknown>): Promise<SupplierError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SupplierError);
  return error as SupplierError;
}

/** A server that answers every request with the given status, type and text. */
async function rawServer(
  status: number,
  contentType: string,
  text: string,
): Promise<{ url: string; server: Server }> {
  const server = createServer((_req, res) => {
    res.writeHead(status, { 'content-type': contentType }).end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

describe('wrapper client against the demo airline', () => {
  const client = () =>
    createWrapperClient({
      baseUrl: demo.url,
      timeoutMs: 3000,
      allowedHosts: TEST_AIRLINE_HOSTS,
      name: 'Demo Air',
    });

  it('reads health', async () => {
    expect(await client().health()).toEqual({
      status: 'up',
      airline: { code: 'DA', name: 'Demo Air' },
      airlines: [{ code: 'DA', name: 'Demo Air' }],
      version: WRAPPER_PROTOCOL_VERSION,
    });
  });

  it('searches flights, quotes a change and a refund', async () => {
    const { itineraries, currency } = await client().searchFlights(searchBody());
    expect(currency).toBe('EUR');
    const [first] = itineraries;
    const [second] = (await client().searchFlights(searchBody({ departDate: '2030-03-19' }))).itineraries;
    const seg = first?.outbound.segments[0];
    if (!seg || !second) throw new Error('expected flights on both dates');
    const booked = {
      flightNo: seg.flightNo,
      origin: seg.dep,
      destination: seg.arr,
      departDate: '2030-03-12',
    };

    const change = await client().quoteChange({
      pnr: 'XK42QZ',
      passengers: { adults: 1 },
      segments: [booked],
      newItineraryId: second.id,
    });
    expect(change).toMatchObject({ currency: 'EUR', itinerary: { id: second.id } });

    const refund = await client().quoteRefund({
      pnr: 'XK42QZ',
      passengers: [{ ageType: 0 }],
      segments: [booked],
      reason: 'involuntary',
    });
    expect(refund.refundable).toBe(first.fares.total);
  });

  it('reads a booking status and reconfirms; a cancelled booking is not reconfirmed', async () => {
    const status = await client().bookingStatus('XK42QZ');
    expect(status.pnr).toBe('XK42QZ');
    // The airline draws each booking's status from its PNR: one still live and one cancelled, found by asking.
    let live: { pnr: string; status: string } | undefined;
    let cancelled: string | undefined;
    for (let n = 0; n < 1000 && !(live && cancelled); n++) {
      const pnr = `XK${n.toString(36).toUpperCase().padStart(4, '0')}`;
      const { status: drawn } = await client().bookingStatus(pnr);
      if (drawn === 'CANCELLED') cancelled ??= pnr;
      else live ??= { pnr, status: drawn };
    }
    if (!live || !cancelled) throw new Error('no live and no cancelled booking among 1000 PNRs');
    expect((await client().reconfirm(live.pnr)).status).toBe(live.status);
    await expect(client().reconfirm(cancelled)).rejects.toThrow(/cancelled and cannot be reconfirmed/);
  });

  it('accepts a base URL with a trailing slash', async () => {
    const health = await createWrapperClient({
      baseUrl: `${demo.url}/`,
      timeoutMs: 3000,
      allowedHosts: TEST_AIRLINE_HOSTS,
    }).health();
    expect(health.status).toBe('up');
  });

  it('reports a refusal with the wrapper message', async () => {
    const error = await failureOf(client().searchFlights(searchBody({ origin: 'XX' })));
    expect(error).toMatchObject({
      kind: 'refused',
      wrapperName: 'Demo Air',
      status: 400,
      code: 'INVALID_REQUEST',
    });
    expect(error.message).toContain(
      'Demo Air refused the request: origin must be a 3-letter IATA airport code',
    );
  });

  it('reports a wrapper slower than the timeout', async () => {
    const slow = await extraAirline({ latencyMs: 1500 });
    const error = await failureOf(
      createWrapperClient({
        baseUrl: slow.url,
        timeoutMs: 200,
        allowedHosts: TEST_AIRLINE_HOSTS,
        name: 'Slow Air',
      }).health(),
    );
    expect(error).toMatchObject({
      kind: 'timeout',
      wrapperName: 'Slow Air',
      message: 'Slow Air did not answer within 200 ms',
    });
  });

  it('reports a closed port as unreachable', async () => {
    const gone = await startDemoAirline({ code: 'GN', name: 'Gone Air', seed: 1 });
    await gone.close();
    const error = await failureOf(
      createWrapperClient({
        baseUrl: gone.url,
        timeoutMs: 2000,
        allowedHosts: TEST_AIRLINE_HOSTS,
        name: 'Gone Air',
      }).health(),
    );
    expect(error.kind).toBe('unreachable');
    expect(error.message).toMatch(
      /^Gone Air could not be reached at http:\/\/127\.0\.0\.1:\d+ \(ECONNREFUSED\)$/,
    );
  });

  it('reports an answer outside the protocol as a bad answer', async () => {
    const garbage = await extraAirline({ fail: 'garbage' });
    const error = await failureOf(
      createWrapperClient({
        baseUrl: garbage.url,
        timeoutMs: 2000,
        allowedHosts: TEST_AIRLINE_HOSTS,
        name: 'Slow Air',
      }).searchFlights(searchBody()),
    );
    expect(error.kind).toBe('bad-answer');
    expect(error.message).toContain(
      'Slow Air sent an answer outside the wrapper protocol: itineraries is required',
    );
  });

  it('reports text instead of JSON, and an error status without error body, as bad answers', async () => {
    const html = await rawServer(200, 'text/html', '<html>maintenance</html>');
    const teapot = await rawServer(418, 'text/plain', 'short and stout');
    try {
      const notJson = await failureOf(
        createWrapperClient({
          baseUrl: html.url,
          timeoutMs: 2000,
          allowedHosts: TEST_AIRLINE_HOSTS,
          name: 'Html Air',
        }).health(),
      );
      expect(notJson).toMatchObject({
        kind: 'bad-answer',
        message: 'Html Air sent an answer that is not JSON',
      });
      const odd = await failureOf(
        createWrapperClient({
          baseUrl: teapot.url,
          timeoutMs: 2000,
          allowedHosts: TEST_AIRLINE_HOSTS,
        }).health(),
      );
      expect(odd).toMatchObject({ kind: 'bad-answer', wrapperName: undefined, status: 418 });
      expect(odd.message).toBe(
        `The wrapper at ${teapot.url} answered HTTP 418 without a protocol error body`,
      );
    } finally {
      html.server.close();
      teapot.server.close();
    }
  });

  it('refuses an answer whose fares do not add up', async () => {
    const { itineraries } = await client().searchFlights(searchBody());
    const broken = {
      itineraries: itineraries.map((it) => ({ ...it, fares: { ...it.fares, total: it.fares.total + 1 } })),
      currency: 'EUR',
    };
    const liar = await rawServer(200, 'application/json', JSON.stringify(broken));
    try {
      const error = await failureOf(
        createWrapperClient({
          baseUrl: liar.url,
          timeoutMs: 2000,
          allowedHosts: TEST_AIRLINE_HOSTS,
          name: 'Liar Air',
        }).searchFlights(searchBody()),
      );
      expect(error.kind).toBe('bad-answer');
      expect(error.message).toContain(
        'itineraries[0].fares.total must equal the sum of each passenger fare times its count',
      );
    } finally {
      liar.server.close();
    }
  });
});
