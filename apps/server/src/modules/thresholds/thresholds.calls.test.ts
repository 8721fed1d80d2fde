import { thresholdCalls, type CallDeclaration, type JsonCall, type ThresholdAccount } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { callTester } from '../../test/calls';
import { testEngines } from '../../test/databases';

/** The declared calls (decision 0043): each real answer parses with its declaration's answer schema. */
describe.each(testEngines())('thresholds calls as declared (%s)', (engine) => {
  const t = useTestApp(engine);
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    for (const name of ['admin', 'edreams', 'support']) tokens[name] = await t.login(name);
    // An account without a threshold, for the add, update and delete calls.
    await t.database.db.execute(
      sql`insert into accounts (platform_type, currency, credit_limit) values (1, 'GBP', 0)`,
    );
  });

  const calls = callTester(t);
  const answered = (call: JsonCall, input: Record<string, unknown>, user = 'admin') =>
    calls.answered(call, input, tokens[user] ?? '');

  it('answers every declared call as its answer schema says, hidden balances included', async () => {
    const pages = [
      await answered(thresholdCalls.page, {}),
      await answered(thresholdCalls.page, { sortField: 'balance', sortOrder: 'descend' }, 'edreams'),
      await answered(thresholdCalls.page, { platformType: 2 }, 'support'),
    ];
    expect(pages.every((page) => (page as { totalCount: number }).totalCount > 0)).toBe(true);
    await answered(thresholdCalls.accounts, {}, 'edreams');
    const everyAccount = (await answered(thresholdCalls.accounts, {}, 'support')) as ThresholdAccount[];
    const free = everyAccount.find((account) => !account.hasThreshold);
    if (!free) throw new Error('the demo data has no account without a threshold');

    const { id } = (await answered(
      thresholdCalls.add,
      { currency: free.currency, warningThreshold: 5, platformType: free.platformType },
      'support',
    )) as { id: number };
    await answered(thresholdCalls.update, { id, warningThreshold: 7.5 }, 'support');
    await answered(thresholdCalls.remove, { id }, 'support');

    const adjusted = await answered(thresholdCalls.adjust, {
      currency: 'EUR',
      amount: 12.34,
      remark: 'schema check',
    });
    expect(adjusted).toMatchObject({ amount: 12.34, balance: expect.any(Number) });
    const hidden = await answered(
      thresholdCalls.adjust,
      { currency: 'EUR', amount: 1, remark: 'schema check' },
      'edreams',
    );
    expect(hidden).toMatchObject({ balance: null });
  });

  it('refuses bad input in the words parseInput has always used, as the 400 envelope', async () => {
    const cases: [CallDeclaration, Record<string, unknown>][] = [
      [thresholdCalls.page, { pageSize: 'many' }],
      [thresholdCalls.page, { pageNum: '0', sortField: 'colour' }],
      [thresholdCalls.add, { warningThreshold: 1 }],
      [thresholdCalls.add, { currency: 'EU', warningThreshold: -1 }],
      [thresholdCalls.update, { id: 'x', warningThreshold: 1.234 }],
      [thresholdCalls.remove, {}],
      [thresholdCalls.adjust, { currency: 'EUR', amount: 1 }],
    ];
    for (const [call, input] of cases) await calls.refusedAsParseInput(call, input, tokens.admin ?? '');
  });

  it('refuses without a session before reading the input', async () => {
    for (const call of Object.values(thresholdCalls)) {
      const { http, body } = await calls.send(call, { pageSize: 'many' }, '');
      expect(http).toBe(403);
      expect(body).toEqual({ status: 403, message: "You don't have permission", data: null });
    }
  });
});
