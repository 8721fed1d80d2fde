import {
  rebookCalls,
  type CallDeclaration,
  type JsonCall,
  type RebookCase,
  type RebookFlightsResult,
} from '@ota/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { useCaseCalls } from '../../test/cases';
import { callTester } from '../../test/calls';
import { testEngines } from '../../test/databases';
import { paidOrder } from '../../test/factories';

const DAY = 86_400_000;
const dayAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + DAY).toISOString().slice(0, 10);

/** The declared calls (decision 0043): each real answer parses with its declaration's answer schema. */
describe.each(testEngines())('rebook calls as declared (%s)', (engine) => {
  const t = useTestApp(engine, { config: { wrapperTimeoutMs: 2000 } });
  // The demo airlines offer the new flights and price the chosen one again.
  useCaseCalls(t, []);
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    tokens.admin = await t.login('admin');
  });

  const calls = callTester(t);
  const answered = (call: JsonCall, input: Record<string, unknown>) =>
    calls.answered(call, input, tokens.admin ?? '');

  /** A fresh order with the first flight the demo airlines offer the day after, chosen. */
  const selected = async () => {
    const order = await paidOrder(t);
    expect(await answered(rebookCalls.detail, { orderNo: order.order_no })).toMatchObject({
      rebook: null,
      disruption: null,
    });
    const departDate = dayAfter(order.segments[0]?.dep_date ?? '');
    const { itineraries } = (await answered(rebookCalls.flights, {
      orderNo: order.order_no,
      departDate,
    })) as RebookFlightsResult;
    const chosen = itineraries[0];
    if (!chosen) throw new Error('the demo airlines offered nothing');
    const rebook = (await answered(rebookCalls.select, {
      orderNo: order.order_no,
      departDate,
      itineraryId: chosen.id,
      wrapper: chosen.wrapperName,
    })) as RebookCase;
    expect(rebook.itinerary).not.toBeNull();
    return rebook;
  };

  it('answers every declared call as its answer schema says, from the list to the payment', async () => {
    await answered(rebookCalls.page, {});
    expect(await answered(rebookCalls.page, { orderNo: 'NO-SUCH-ORDER' })).toEqual({
      pageList: [],
      totalCount: 0,
    });
    const { rebookNo, orderNo } = await selected();
    expect(await answered(rebookCalls.detail, { orderNo })).toMatchObject({ rebook: { rebookNo } });
    expect(await answered(rebookCalls.confirm, { rebookNo })).toEqual({
      rebookNo,
      orderNo,
      status: 'CONFIRMED',
    });
    const card = { cardNumber: '4111 1111 1111 1111', expiry: '12/39', cvv: '8642', holder: 'Ana Lopez' };
    expect(await answered(rebookCalls.pay, { rebookNo, ...card })).toMatchObject({ status: 'COMPLETED' });

    const other = await selected();
    expect(await answered(rebookCalls.cancel, { rebookNo: other.rebookNo })).toMatchObject({
      status: 'CANCELLED',
    });
  });

  it('refuses bad input in the words parseInput has always used, as the 400 envelope', async () => {
    const cases: [CallDeclaration, Record<string, unknown>][] = [
      [rebookCalls.page, { rebookStatus: 'LATE' }],
      [rebookCalls.detail, {}],
      [rebookCalls.flights, { orderNo: 'OF1', departDate: 'x' }],
      [rebookCalls.select, { orderNo: 'OF1' }],
      [rebookCalls.confirm, {}],
      [rebookCalls.pay, { rebookNo: 'RB1', cardNumber: '4111 1111 1111 1112' }],
      [rebookCalls.cancel, { rebookNo: '' }],
    ];
    for (const [call, input] of cases) await calls.refusedAsParseInput(call, input, tokens.admin ?? '');
  });

  it('refuses without a session before reading the input', async () => {
    for (const call of Object.values(rebookCalls)) {
      const { http, body } = await calls.send(call, { pageSize: 'many' }, '');
      expect(http).toBe(403);
      expect(body).toEqual({ status: 403, message: "You don't have permission", data: null });
    }
  });
});
