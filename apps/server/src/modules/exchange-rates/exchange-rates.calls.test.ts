import {
  exchangeRateCalls,
  type CallDeclaration,
  type ExchangeRate,
  type JsonCall,
  type PageList,
} from '@ota/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { callTester } from '../../test/calls';
import { testEngines } from '../../test/databases';

/** The declared calls (decision 0043): each real answer parses with its declaration's answer schema. */
describe.each(testEngines())('exchange rates calls as declared (%s)', (engine) => {
  const t = useTestApp(engine);
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    for (const name of ['admin', 'support']) tokens[name] = await t.login(name);
  });

  const calls = callTester(t);
  const answered = (call: JsonCall, input: Record<string, unknown>, user = 'support') =>
    calls.answered(call, input, tokens[user] ?? '');

  it('answers every declared call as its answer schema says, empty pages included', async () => {
    // Rates of days long before the demo's year: this test's own.
    await answered(exchangeRateCalls.add, { day: '2001-01-05', currency: 'JPY', rate: '160.1' });
    expect(
      await answered(exchangeRateCalls.import, { lines: ['date,currency,rate', '2001-01-06,JPY,160.25'] }),
    ).toEqual({ imported: 1 });
    const range = { currency: 'JPY', startTime: '2001-01-01', endTime: '2001-01-31' };
    const page = (await answered(exchangeRateCalls.page, range, 'admin')) as PageList<ExchangeRate>;
    expect(page.pageList.map((rate) => [rate.day, rate.source, rate.syncTime])).toEqual([
      ['2001-01-06', 'imported', null],
      ['2001-01-05', 'entered', null],
    ]);
    expect(await answered(exchangeRateCalls.page, { ...range, currency: 'AUD' })).toEqual({
      pageList: [],
      totalCount: 0,
    });
  });

  it('refuses bad input in the words parseInput has always used, as the 400 envelope', async () => {
    const cases: [CallDeclaration, Record<string, unknown>][] = [
      [exchangeRateCalls.page, { pageSize: 'many' }],
      [exchangeRateCalls.page, { currency: 'EU', startTime: '2001-02-01', endTime: '2001-01-01' }],
      [exchangeRateCalls.add, { day: '2001-01-05', currency: 'JPY' }],
      [exchangeRateCalls.add, { day: '2001-02-30', currency: 'JPY', rate: '0' }],
      [exchangeRateCalls.import, { lines: [] }],
    ];
    for (const [call, input] of cases) await calls.refusedAsParseInput(call, input, tokens.support ?? '');
  });

  it('refuses a platform’s user a write before reading its input, and everyone without a session', async () => {
    for (const call of [exchangeRateCalls.add, exchangeRateCalls.import]) {
      const { http } = await calls.send(call, { day: 'soon' }, tokens.admin ?? '');
      expect(http, call.path).toBe(403);
    }
    for (const call of Object.values(exchangeRateCalls)) {
      const { http, body } = await calls.send(call, { pageSize: 'many' }, '');
      expect(http).toBe(403);
      expect(body).toEqual({ status: 403, message: "You don't have permission", data: null });
    }
  });
});
