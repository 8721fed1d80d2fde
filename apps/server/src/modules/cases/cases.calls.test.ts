import { caseCalls, refundCalls, type CallDeclaration, type JsonCall } from '@ota/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { callTester } from '../../test/calls';
import { testEngines } from '../../test/databases';
import { paidOrder } from '../../test/factories';

/** The declared calls (decision 0043): each real answer parses with its declaration's answer schema. */
describe.each(testEngines())('after-sales case calls as declared (%s)', (engine) => {
  const t = useTestApp(engine);
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const name of ['admin', 'edreams']) tokens[name] = await t.login(name);
  });

  const calls = callTester(t);
  const answered = (call: JsonCall, input: Record<string, unknown>, user = 'admin') =>
    calls.answered(call, input, tokens[user] ?? '');

  it('answers the queue and its count, with deadlines and without, and an empty page', async () => {
    const page = (await answered(caseCalls.queue, { pageSize: 500 })) as {
      pageList: { deadline: unknown }[];
    };
    expect(page.pageList.some((row) => row.deadline === null)).toBe(true);
    expect(page.pageList.some((row) => row.deadline !== null)).toBe(true);
    await answered(caseCalls.queue, { kind: 'REFUND', overdueOnly: 'true' }, 'edreams');
    expect(await answered(caseCalls.queue, { status: 'NO_SUCH_STATUS' })).toEqual({
      pageList: [],
      totalCount: 0,
    });
    await answered(caseCalls.queueCount, {});
  });

  it("answers an order's cases and the list's badges, none and some", async () => {
    const order = await paidOrder(t);
    expect(await answered(caseCalls.orderCases, { orderNo: order.order_no })).toEqual([]);
    expect(await answered(caseCalls.openCases, { orderNos: order.order_no })).toEqual([]);
    await answered(refundCalls.add, {
      orderNo: order.order_no,
      refundType: 'VOLUNTARY',
      passengerIds: [order.passengers[0]?.id],
      segmentIds: order.segments.map((segment) => segment.id),
    });
    expect(await answered(caseCalls.orderCases, { orderNo: order.order_no })).toHaveLength(1);
    expect(await answered(caseCalls.openCases, { orderNos: `${order.order_no},OF0` })).toHaveLength(1);
  });

  it('refuses bad input in the words parseInput has always used, as the 400 envelope', async () => {
    const cases: [CallDeclaration, Record<string, unknown>][] = [
      [caseCalls.queue, { pageSize: 'many' }],
      [caseCalls.queue, { kind: 'LUNCH' }],
      [caseCalls.queue, { overdueOnly: 'maybe' }],
      [caseCalls.orderCases, {}],
      [caseCalls.openCases, { orderNos: '' }],
    ];
    for (const [call, input] of cases) await calls.refusedAsParseInput(call, input, tokens.admin ?? '');
  });

  it('refuses without a session before reading the input', async () => {
    for (const call of Object.values(caseCalls)) {
      const { http, body } = await calls.send(call, { pageSize: 'many' }, '');
      expect(http).toBe(403);
      expect(body).toEqual({ status: 403, message: "You don't have permission", data: null });
    }
  });
});
