import {
  compensationCalls,
  disruptionCalls,
  type CallDeclaration,
  type CompensationRow,
  type JsonCall,
} from '@ota/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { callTester } from '../../test/calls';
import { queryRows, testEngines } from '../../test/databases';
import { paidOrder } from '../../test/factories';

/** The declared calls (decision 0043): each real answer parses with its declaration's answer schema. */
describe.each(testEngines())('compensations calls as declared (%s)', (engine) => {
  const t = useTestApp(engine);
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    for (const name of ['admin', 'edreams']) tokens[name] = await t.login(name);
  });

  const calls = callTester(t);
  const answered = (call: JsonCall, input: Record<string, unknown>, user = 'admin') =>
    calls.answered(call, input, tokens[user] ?? '');
  const moved = async (row: CompensationRow, status: string, extra: Record<string, unknown> = {}) =>
    (await answered(compensationCalls.innerUpdate, {
      id: row.id,
      version: row.version,
      status,
      ...extra,
    })) as CompensationRow;

  /** An order of this test's own on a cancelled flight, far ahead: its compensation has an EU261 band. */
  async function disruptedOrder() {
    const order = await paidOrder(t, { daysAhead: 210 });
    const [flight] = await queryRows<{ airline: string; flight_no: string; day: string }>(
      t.database.db,
      sql`select airline, flight_no, to_char(dep_time, 'YYYY-MM-DD') as day from order_segments
        where order_id = ${order.id} order by seq limit 1`,
    );
    if (!flight) throw new Error('the order has no segment');
    await answered(disruptionCalls.add, {
      type: 'CANCELLATION',
      airline: flight.airline,
      flightNo: flight.flight_no,
      flightDate: flight.day,
    });
    return order;
  }

  it('answers every declared call as its answer schema says, with and without an EU261 band', async () => {
    const disrupted = await disruptedOrder();
    const claim = (await answered(compensationCalls.add, {
      orderNo: disrupted.order_no,
      source: 'DISRUPTION',
      type: 'AIRLINE',
    })) as CompensationRow;
    expect(claim.eu261).not.toBeNull();
    const edited = (await answered(compensationCalls.edit, {
      id: claim.id,
      version: claim.version,
      remark: 'schema check',
    })) as CompensationRow;
    await answered(compensationCalls.cancel, { id: edited.id, version: edited.version, reason: 'withdrawn' });
    await answered(compensationCalls.detail, { id: claim.id });

    const order = await paidOrder(t);
    let goodwill = (await answered(compensationCalls.add, {
      orderNo: order.order_no,
      source: 'COMPLAINT',
      type: 'GOODWILL',
      amount: '20.00',
    })) as CompensationRow;
    expect(goodwill.eu261).toBeNull();
    for (const status of ['ASSESSED', 'ELIGIBLE', 'PAID', 'CLOSED']) goodwill = await moved(goodwill, status);
    const detail = await answered(compensationCalls.detail, { id: goodwill.id });
    expect(detail).toMatchObject({ status: 'CLOSED', reason: '' });

    expect(await answered(compensationCalls.page, { orderNo: order.order_no })).toMatchObject({
      totalCount: 1,
    });
    expect(await answered(compensationCalls.page, { compensationNo: 'CP99999999' })).toEqual({
      pageList: [],
      totalCount: 0,
    });
    await answered(compensationCalls.page, { pageSize: 100 }, 'edreams');
  });

  it('refuses bad input in the words parseInput has always used, as the 400 envelope', async () => {
    const cases: [CallDeclaration, Record<string, unknown>][] = [
      [compensationCalls.page, { pageSize: 'many' }],
      [compensationCalls.page, { status: 'LOST', createStart: 'soon' }],
      [compensationCalls.detail, {}],
      [compensationCalls.add, { orderNo: 'OF1', source: 'RUMOUR', type: 'AIRLINE' }],
      [compensationCalls.add, { source: 'COMPLAINT', type: 'GOODWILL', amount: 'lots' }],
      [compensationCalls.cancel, { id: 1, version: 1 }],
      [compensationCalls.edit, { id: 1, version: 1 }],
      [compensationCalls.innerUpdate, { id: 1, version: 1, status: 'CANCELLED' }],
    ];
    for (const [call, input] of cases) await calls.refusedAsParseInput(call, input, tokens.admin ?? '');
  });

  it('refuses without a session before reading the input', async () => {
    for (const call of Object.values(compensationCalls)) {
      const { http, body } = await calls.send(call, { pageSize: 'many' }, '');
      expect(http).toBe(403);
      expect(body).toEqual({ status: 403, message: "You don't have permission", data: null });
    }
  });
});
