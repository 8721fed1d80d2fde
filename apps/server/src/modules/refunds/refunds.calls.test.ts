import { refundCalls, type CallDeclaration, type JsonCall, type RefundRow } from '@ota/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { useCaseCalls } from '../../test/cases';
import { callTester } from '../../test/calls';
import { testEngines } from '../../test/databases';
import { paidOrder, type PaidOrder } from '../../test/factories';

/** The declared calls (decision 0043): each real answer parses with its declaration's answer schema. */
describe.each(testEngines())('refunds calls as declared (%s)', (engine) => {
  const t = useTestApp(engine, { config: { wrapperTimeoutMs: 2000 } });
  // The demo airlines answer the quote, the submission and the airline's answer.
  useCaseCalls(t, []);
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    tokens.admin = await t.login('admin');
  });

  const calls = callTester(t);
  const answered = (call: JsonCall, input: Record<string, unknown>) =>
    calls.answered(call, input, tokens.admin ?? '');
  const open = async (order: PaidOrder) =>
    (await answered(refundCalls.add, {
      orderNo: order.order_no,
      refundType: 'VOLUNTARY',
      passengerIds: [order.passengers[0]?.id],
      segmentIds: order.segments.map((segment) => segment.id),
    })) as RefundRow;
  const move = async (refund: RefundRow, status: string, extra: Record<string, unknown> = {}) =>
    (await answered(refundCalls.update, {
      id: refund.id,
      version: refund.version,
      status,
      ...extra,
    })) as RefundRow;

  it('answers every declared call as its answer schema says, before and after the quote', async () => {
    const refund = await open(await paidOrder(t));
    expect(await answered(refundCalls.detail, { id: refund.id })).toMatchObject({ quote: null });
    await answered(refundCalls.page, {});
    expect(await answered(refundCalls.page, { refundNo: 'RF99999999' })).toEqual({
      pageList: [],
      totalCount: 0,
    });

    const quoted = await move(refund, 'QUOTED', { serviceCharge: '5.00' });
    expect(quoted.deadline).not.toBeNull();
    expect(await answered(refundCalls.detail, { id: refund.id })).toMatchObject({
      quote: { serviceCharge: '5.00' },
    });
    const submitted = await move(await move(quoted, 'CONFIRMED'), 'SUBMITTED_TO_AIRLINE');
    await answered(refundCalls.refreshAirline, { id: submitted.id });

    expect(
      await answered(refundCalls.addNote, { refundId: refund.id, note: 'Called the customer' }),
    ).toBeNull();
    await answered(refundCalls.log, { refundId: refund.id });

    const other = await open(await paidOrder(t));
    expect(await answered(refundCalls.batch, { ids: String(other.id), status: 'CANCELLED' })).toEqual({
      moved: 1,
    });
  });

  it('refuses bad input in the words parseInput has always used, as the 400 envelope', async () => {
    const cases: [CallDeclaration, Record<string, unknown>][] = [
      [refundCalls.add, { orderNo: 'OF1', refundType: 'SOON' }],
      [refundCalls.page, { pageSize: 'many' }],
      [refundCalls.detail, {}],
      [refundCalls.update, { id: 'x', version: 1, status: 'QUOTED' }],
      [refundCalls.batch, { ids: '', status: 'CANCELLED' }],
      [refundCalls.refreshAirline, { id: '0.5' }],
      [refundCalls.log, {}],
      [refundCalls.addNote, { refundId: 1 }],
    ];
    for (const [call, input] of cases) await calls.refusedAsParseInput(call, input, tokens.admin ?? '');
  });

  it('refuses without a session before reading the input', async () => {
    for (const call of Object.values(refundCalls)) {
      const { http, body } = await calls.send(call, { pageSize: 'many' }, '');
      expect(http).toBe(403);
      expect(body).toEqual({ status: 403, message: "You don't have permission", data: null });
    }
  });
});
