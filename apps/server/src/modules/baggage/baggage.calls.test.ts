import {
  baggageCalls,
  type BaggageRow,
  type CallDeclaration,
  type JsonCall,
  type PassengerBaggage,
} from '@ota/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { callTester } from '../../test/calls';
import { useCaseCalls } from '../../test/cases';
import { testEngines } from '../../test/databases';
import { paidOrder } from '../../test/factories';

/** The declared calls (decision 0043): each real answer parses with its declaration's answer schema. */
describe.each(testEngines())('baggage calls as declared (%s)', (engine) => {
  const t = useTestApp(engine, { config: { wrapperTimeoutMs: 3000 } });
  // The demo airlines answer over real HTTP: offers, seat maps, EMDs and voids.
  useCaseCalls(t, []);
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    for (const name of ['admin', 'edreams']) tokens[name] = await t.login(name);
  });

  const calls = callTester(t);
  const answered = (call: JsonCall, input: Record<string, unknown>, user = 'admin') =>
    calls.answered(call, input, tokens[user] ?? '');
  const moved = async (bag: BaggageRow, state: string) =>
    (await answered(baggageCalls.editState, { id: bag.id, version: bag.version, state })) as BaggageRow;

  it('answers every declared call as its answer schema says, before and after a bag is bought', async () => {
    const order = await paidOrder(t);
    const target = {
      orderNo: order.order_no,
      passengerId: order.passengers[0]?.id ?? 0,
      segmentId: order.segments[0]?.id ?? 0,
    };
    const none = (await answered(baggageCalls.passenger, {
      orderNo: target.orderNo,
      passengerId: target.passengerId,
    })) as PassengerBaggage;
    expect(none.bought).toEqual([]);
    expect(await answered(baggageCalls.offers, target)).toMatchObject({ pageList: expect.any(Array) });

    const { body } = await calls.send(
      baggageCalls.add,
      { ...target, offerId: 'CHECKED-1x23' },
      tokens.admin ?? '',
    );
    expect(body.message).toBe('Submitted successfully');
    let bag = (await answered(baggageCalls.add, {
      ...target,
      offerId: 'CABIN-1x10',
      remark: 'schema check',
    })) as BaggageRow;
    for (const state of ['PENDING_PAYMENT', 'PAID', 'ISSUED']) bag = await moved(bag, state);
    await answered(baggageCalls.detail, { id: bag.id });
    await answered(baggageCalls.passenger, { orderNo: target.orderNo, passengerId: target.passengerId });

    expect(await answered(baggageCalls.page, { orderNo: order.order_no })).toMatchObject({ totalCount: 2 });
    expect(await answered(baggageCalls.page, { baggageNo: 'BG99999999' })).toEqual({
      pageList: [],
      totalCount: 0,
    });
    await answered(baggageCalls.page, { pageSize: 100 }, 'edreams');
  });

  it('refuses bad input in the words parseInput has always used, as the 400 envelope', async () => {
    const cases: [CallDeclaration, Record<string, unknown>][] = [
      [baggageCalls.offers, { orderNo: 'OF1' }],
      [baggageCalls.add, { orderNo: 'OF1', passengerId: 1, segmentId: 'x' }],
      [baggageCalls.passenger, {}],
      [baggageCalls.page, { pageSize: 'many' }],
      [baggageCalls.page, { state: 'LOST', bagType: 'TRUNK' }],
      [baggageCalls.detail, {}],
      [baggageCalls.editState, { id: 1, version: 1, state: 'SOLD' }],
    ];
    for (const [call, input] of cases) await calls.refusedAsParseInput(call, input, tokens.admin ?? '');
  });

  it('refuses without a session before reading the input', async () => {
    for (const call of Object.values(baggageCalls)) {
      const { http, body } = await calls.send(call, { pageSize: 'many' }, '');
      expect(http).toBe(403);
      expect(body).toEqual({ status: 403, message: "You don't have permission", data: null });
    }
  });
});
