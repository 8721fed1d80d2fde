import {
  ticketChangeCalls,
  type CallDeclaration,
  type ChangeFlightInfo,
  type JsonCall,
  type TicketChangeRow,
} from '@ota/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { useCaseCalls } from '../../test/cases';
import { callTester } from '../../test/calls';
import { testEngines } from '../../test/databases';
import { paidOrder } from '../../test/factories';

const DAY = 86_400_000;
const dayAfter = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/** The declared calls (decision 0043): each real answer parses with its declaration's answer schema. */
describe.each(testEngines())('ticket change calls as declared (%s)', (engine) => {
  const t = useTestApp(engine, { config: { wrapperTimeoutMs: 3000 } });
  // The demo airlines answer the flight search, the quote and the reissue.
  useCaseCalls(t, []);
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    tokens.admin = await t.login('admin');
  });

  const calls = callTester(t);
  const answered = (call: JsonCall, input: Record<string, unknown>) =>
    calls.answered(call, input, tokens.admin ?? '');
  const move = async (change: TicketChangeRow, status: string, extra: Record<string, unknown> = {}) =>
    (await answered(ticketChangeCalls.update, {
      id: change.id,
      version: change.version,
      status,
      ...extra,
    })) as TicketChangeRow;

  it('answers every declared call as its answer schema says, from the request to the reissue', async () => {
    const order = await paidOrder(t);
    const outbound = order.segments.filter((segment) => !segment.back);
    const change = (await answered(ticketChangeCalls.add, {
      orderNo: order.order_no,
      changeType: 'VOLUNTARY',
      passengerIds: order.passengers.map((passenger) => passenger.id).join(','),
      segmentIds: outbound.map((segment) => segment.id).join(','),
    })) as TicketChangeRow;
    expect(await answered(ticketChangeCalls.detail, { id: change.id })).toMatchObject({
      quote: null,
      tickets: [],
    });
    await answered(ticketChangeCalls.page, {});
    expect(await answered(ticketChangeCalls.page, { changeNo: 'TC99999999' })).toEqual({
      pageList: [],
      totalCount: 0,
    });
    await answered(ticketChangeCalls.orders, { orderNo: order.order_no });

    let itineraryId = '';
    for (let days = 1; days <= 7 && !itineraryId; days++) {
      const departDate = dayAfter(outbound[0]?.dep_date ?? '', days);
      const found = (await answered(ticketChangeCalls.flights, {
        id: change.id,
        departDate,
      })) as ChangeFlightInfo;
      itineraryId = found.goRouting[0]?.id ?? '';
    }
    expect(itineraryId).not.toBe('');

    const quoted = await move(change, 'QUOTED', { goItineraryId: itineraryId, serviceFee: '3.00' });
    const reissued = await move(await move(await move(quoted, 'PENDING_PAYMENT'), 'PAID'), 'REISSUED');
    expect(reissued.status).toBe('REISSUED');
    const detail = await answered(ticketChangeCalls.detail, { id: change.id });
    expect(detail).toMatchObject({
      quote: { newFlights: [expect.any(String)] },
      tickets: [expect.anything()],
    });
  });

  it('refuses bad input in the words parseInput has always used, as the 400 envelope', async () => {
    const cases: [CallDeclaration, Record<string, unknown>][] = [
      [ticketChangeCalls.add, { orderNo: 'OF1', changeType: 'LATER' }],
      [ticketChangeCalls.page, { pageSize: 'many' }],
      [ticketChangeCalls.detail, {}],
      [ticketChangeCalls.flights, { id: 1, departDate: '2030-02-30' }],
      [ticketChangeCalls.update, { id: 1, version: 1, status: 'DONE' }],
      [ticketChangeCalls.orders, { pageNum: 0 }],
    ];
    for (const [call, input] of cases) await calls.refusedAsParseInput(call, input, tokens.admin ?? '');
  });

  it('refuses without a session before reading the input', async () => {
    for (const call of Object.values(ticketChangeCalls)) {
      const { http, body } = await calls.send(call, { pageSize: 'many' }, '');
      expect(http).toBe(403);
      expect(body).toEqual({ status: 403, message: "You don't have permission", data: null });
    }
  });
});
