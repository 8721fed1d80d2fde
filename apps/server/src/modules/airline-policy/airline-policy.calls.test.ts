import { airlinePolicyCalls, type AirlinePolicy } from '@ota/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { callTester } from '../../test/calls';
import { useCaseCalls } from '../../test/cases';
import { testEngines } from '../../test/databases';
import { paidOrder } from '../../test/factories';

/** The declared airline policy call (decision 0043): its real answer parses with its answer schema. */
describe.each(testEngines())('airline policy call as declared (%s)', (engine) => {
  const t = useTestApp(engine);
  // The demo airlines answer the fare rules.
  useCaseCalls(t, []);
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    for (const name of ['operator', 'support']) tokens[name] = await t.login(name);
  });

  const calls = callTester(t);

  it('answers the rules of each booked flight as declared, one way and round trip, the order number in any case', async () => {
    const oneWay = await paidOrder(t);
    const roundTrip = await paidOrder(t, { airline: 'EZ', roundTrip: true });
    const first = (await calls.answered(
      airlinePolicyCalls.details,
      { orderNo: oneWay.order_no },
      tokens.operator ?? '',
    )) as AirlinePolicy;
    expect(first.orderNo).toBe(oneWay.order_no);
    const second = (await calls.answered(
      airlinePolicyCalls.details,
      { orderNo: roundTrip.order_no.toLowerCase() },
      tokens.support ?? '',
    )) as AirlinePolicy;
    expect(second.segments).toHaveLength(2);
  });

  it('refuses bad input in the words parseInput has always used, as the 400 envelope', async () => {
    for (const input of [{}, { orderNo: 'OF 1' }, { orderNo: 'X'.repeat(33) }])
      await calls.refusedAsParseInput(airlinePolicyCalls.details, input, tokens.operator ?? '');
  });

  it('refuses without a session before reading the input', async () => {
    const { http, body } = await calls.send(airlinePolicyCalls.details, {}, '');
    expect(http).toBe(403);
    expect(body).toEqual({ status: 403, message: "You don't have permission", data: null });
  });
});
