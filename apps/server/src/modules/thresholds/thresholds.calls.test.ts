import {
  API_BASE,
  thresholdCalls,
  type ApiEnvelope,
  type CallDeclaration,
  type ThresholdAccount,
} from '@ota/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { BadRequestError } from '../../platform/errors';
import { parseInput } from '../../platform/validation';
import { form, useTestApp } from '../../test/app';
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

  /** Sends the input the way the declaration says it travels. */
  const send = async (call: CallDeclaration, input: Record<string, unknown>, user = 'admin') => {
    const url = `${API_BASE}${call.path}`;
    const headers = { 'x-token': tokens[user] ?? '' };
    const options: InjectOptions =
      call.encoding === 'query'
        ? {
            method: call.method,
            url,
            query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])),
            headers,
          }
        : call.encoding === 'json'
          ? { method: call.method, url, payload: input, headers }
          : {
              method: call.method,
              url,
              ...form(Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)]))),
              headers,
            };
    const response = await t.inject(options);
    return { http: response.statusCode, body: response.json<ApiEnvelope<unknown>>() };
  };

  /** A successful answer: HTTP 200, the envelope, and data as the declaration's answer schema says. */
  const answered = async (call: CallDeclaration, input: Record<string, unknown>, user = 'admin') => {
    const { http, body } = await send(call, input, user);
    expect(http).toBe(200);
    expect(body).toMatchObject({ status: 200, message: 'Success' });
    expect(Object.keys(body).sort()).toEqual(['data', 'message', 'status']);
    const parsed = call.answer.safeParse(body.data);
    expect(parsed.error?.issues ?? []).toEqual([]);
    // Nothing in the answer that the schema does not name.
    expect(parsed.data).toEqual(body.data);
    return body.data;
  };

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
    for (const [call, input] of cases) {
      let expected = '';
      try {
        parseInput(call.input, input);
      } catch (error) {
        if (error instanceof BadRequestError) expected = error.message;
      }
      expect(expected).not.toBe('');
      expect(await send(call, input)).toEqual({
        http: 200,
        body: { status: 400, message: expected, data: null },
      });
    }
  });

  it('refuses without a session before reading the input', async () => {
    for (const call of Object.values(thresholdCalls)) {
      const { http, body } = await send(call, { pageSize: 'many' }, 'nobody');
      expect(http).toBe(403);
      expect(body).toEqual({ status: 403, message: "You don't have permission", data: null });
    }
  });
});
