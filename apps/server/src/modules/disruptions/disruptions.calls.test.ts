import { disruptionCalls, type CallDeclaration, type DisruptionDetail, type JsonCall } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { callTester } from '../../test/calls';
import { queryRows, testEngines } from '../../test/databases';
import { paidOrder } from '../../test/factories';

/** The declared calls (decision 0043): each real answer parses with its declaration's answer schema. */
describe.each(testEngines())('disruptions calls as declared (%s)', (engine) => {
  const t = useTestApp(engine);
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    for (const name of ['admin', 'edreams']) tokens[name] = await t.login(name);
  });

  const calls = callTester(t);
  const answered = (call: JsonCall, input: Record<string, unknown>, user = 'admin') =>
    calls.answered(call, input, tokens[user] ?? '');

  /** A flight of this test's own, far ahead, that no demo disruption is on. */
  async function ownFlight() {
    const order = await paidOrder(t, { daysAhead: 200 });
    const [flight] = await queryRows<{ airline: string; flight_no: string; day: string }>(
      t.database.db,
      sql`select airline, flight_no, to_char(dep_time, 'YYYY-MM-DD') as day from order_segments
        where order_id = ${order.id} order by seq limit 1`,
    );
    if (!flight) throw new Error('the order has no segment');
    return flight;
  }

  it('answers every declared call as its answer schema says, before and after the check', async () => {
    const flight = await ownFlight();
    const { id } = (await answered(disruptionCalls.add, {
      type: 'CANCELLATION',
      airline: flight.airline,
      flightNo: flight.flight_no,
      flightDate: flight.day,
      reason: 'schema check',
    })) as { id: number };

    const unchecked = (await answered(disruptionCalls.detail, { id })) as DisruptionDetail;
    expect(unchecked.disruption).toMatchObject({ compensationEligible: null, compensationAmount: null });
    expect(unchecked.orders.length).toBeGreaterThan(0);

    for (const to of ['NOTIFIED', 'AWAITING_DECISION', 'ACCEPTED'])
      await answered(disruptionCalls.transition, { id, to, note: `to ${to}` });
    await answered(disruptionCalls.compensationCheck, { id, eligible: true });
    const checked = (await answered(disruptionCalls.detail, { id })) as DisruptionDetail;
    expect(checked.disruption.compensationChecked).toBe(true);
    expect(checked.history.some((entry) => entry.noteCode !== undefined)).toBe(true);

    const page = await answered(disruptionCalls.page, {
      flightNo: flight.flight_no,
      sortField: 'flightDate',
    });
    expect(page).toMatchObject({ totalCount: 1 });
    expect(await answered(disruptionCalls.page, { flightNo: 'ZZ9999' })).toEqual({
      pageList: [],
      totalCount: 0,
    });
    await answered(disruptionCalls.page, { pageSize: 100 }, 'edreams');
  });

  it('refuses bad input in the words parseInput has always used, as the 400 envelope', async () => {
    const cases: [CallDeclaration, Record<string, unknown>][] = [
      [disruptionCalls.page, { pageSize: 'many' }],
      [disruptionCalls.page, { status: 'LOST', startDate: '2026-13-01' }],
      [disruptionCalls.detail, {}],
      [disruptionCalls.add, { type: 'DELAY', airline: 'IB', flightNo: '3166', flightDate: '2026-11-17' }],
      [disruptionCalls.add, { type: 'STORM' }],
      [disruptionCalls.transition, { id: 1, to: 'GONE' }],
      [disruptionCalls.compensationCheck, { id: 1, eligible: false }],
    ];
    for (const [call, input] of cases) await calls.refusedAsParseInput(call, input, tokens.admin ?? '');
  });

  it('refuses without a session before reading the input', async () => {
    for (const call of Object.values(disruptionCalls)) {
      const { http, body } = await calls.send(call, { pageSize: 'many' }, '');
      expect(http).toBe(403);
      expect(body).toEqual({ status: 403, message: "You don't have permission", data: null });
    }
  });
});
