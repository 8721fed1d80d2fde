import type { BalanceAdjustResult, BalanceInfo, ApiEnvelope } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';

interface EntryRow extends Record<string, unknown> {
  platform_type: number;
  type: string;
  amount: string;
  balance_after: string;
  reference: string;
  operator: string;
}

describe.each(testEngines())('balance adjustment (%s)', (engine) => {
  const t = useTestApp(engine);
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    for (const name of ['admin', 'edreams', 'support', 'operator', 'limited'])
      tokens[name] = await t.login(name);
  });

  const adjust = async (payload: object, user = 'admin') => {
    const response = await t.inject({
      method: 'POST',
      url: '/prod-api/userTransactionRecord/adjust',
      payload,
      headers: { 'x-token': tokens[user] ?? '' },
    });
    return { http: response.statusCode, body: response.json<ApiEnvelope<BalanceAdjustResult>>() };
  };
  const balanceOf = async (user: string) => {
    const response = await t.inject({
      method: 'GET',
      url: '/prod-api/userTransactionRecord/balanceInfo',
      headers: { 'x-token': tokens[user] ?? '' },
    });
    return response.json<ApiEnvelope<BalanceInfo[]>>().data[0]?.price;
  };
  const lastEntry = async () =>
    (
      await queryRows<EntryRow>(
        t.database.db,
        sql`select a.platform_type, l.type, l.amount::text, l.balance_after::text, l.reference, l.operator
          from ledger_entries l join accounts a on a.id = l.account_id order by l.id desc limit 1`,
      )
    )[0];
  const entryCount = async () =>
    (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ledger_entries`))[0]?.n;

  it('writes a signed ADJUSTMENT entry on the caller’s platform account and answers the new balance', async () => {
    const before = Number(await balanceOf('admin'));
    const debit = await adjust({ currency: 'EUR', amount: -123.45, remark: 'bank fee' });
    expect(debit.body).toEqual({
      status: 200,
      message: 'Success',
      data: {
        entryId: expect.any(Number),
        platformType: 1,
        currency: 'EUR',
        amount: -123.45,
        balance: Math.round((before - 123.45) * 100) / 100,
      },
    });
    expect(await lastEntry()).toEqual({
      platform_type: 1,
      type: 'ADJUSTMENT',
      amount: '-123.45',
      balance_after: expect.any(String),
      reference: 'bank fee',
      operator: 'admin',
    });
    expect(await balanceOf('admin')).toBe(debit.body.data.balance);

    const credit = await adjust({ currency: 'eur', amount: '123.45', remark: 'bank fee refunded' });
    expect(credit.body.data).toMatchObject({ amount: 123.45, balance: before });
  });

  it('answers edreams, whose balance is hidden, the entry without the balance after it', async () => {
    const debit = await adjust({ currency: 'EUR', amount: -1.5, remark: 'hidden fee' }, 'edreams');
    expect(debit.body.data).toEqual({
      entryId: expect.any(Number),
      platformType: 2,
      currency: 'EUR',
      amount: -1.5,
      balance: null,
    });
    expect(await lastEntry()).toMatchObject({ platform_type: 2, amount: '-1.50', operator: 'edreams' });
    await adjust({ currency: 'EUR', amount: 1.5, remark: 'hidden fee returned' }, 'edreams');
    // Nor does a refusal name the available amount.
    const refused = await adjust({ currency: 'EUR', amount: -999999999, remark: 'too much' }, 'edreams');
    expect(refused.body).toEqual({ status: 400, message: 'Insufficient balance', data: null });
  });

  it('makes a user without a platform name it, and keeps others on their own', async () => {
    expect((await adjust({ currency: 'EUR', amount: 1, remark: 'x' }, 'support')).body.message).toBe(
      'platformType is required for a user without a platform',
    );
    const bySupport = await adjust({ currency: 'EUR', amount: 1, remark: 'x', platformType: 2 }, 'support');
    expect(bySupport.body.data).toMatchObject({ platformType: 2, amount: 1 });
    expect(await lastEntry()).toMatchObject({ platform_type: 2, operator: 'support' });
    expect(
      (await adjust({ currency: 'EUR', amount: 1, remark: 'x', platformType: 1 }, 'edreams')).body.message,
    ).toBe('platformType must be your own platform (2)');
  });

  it('refuses what postEntry refuses, and bad input naming the field, writing nothing', async () => {
    const before = await entryCount();
    const refusal = async (payload: object) => (await adjust(payload)).body.message;
    expect(await refusal({ currency: 'EUR', amount: -99_999_999, remark: 'too much' })).toMatch(
      /^Insufficient balance: available [\d,]+\.\d{2} EUR$/,
    );
    expect(await refusal({ currency: 'GBP', amount: 1, remark: 'x' })).toBe(
      'platform 1 (onefly) has no GBP account',
    );
    expect(await refusal({ amount: 1, remark: 'x' })).toBe('currency is required');
    expect(await refusal({ currency: 'EUR', remark: 'x' })).toBe('amount is required');
    expect(await refusal({ currency: 'EUR', amount: 0, remark: 'x' })).toBe('amount must not be zero');
    expect(await refusal({ currency: 'EUR', amount: '-0.00', remark: 'x' })).toBe('amount must not be zero');
    expect(await refusal({ currency: 'EUR', amount: 0.001, remark: 'x' })).toBe(
      'amount must be a number with at most 2 decimals and 12 digits',
    );
    expect(await refusal({ currency: 'EUR', amount: 1 })).toBe('remark is required');
    expect(await refusal({ currency: 'EUR', amount: 1, remark: '   ' })).toBe('remark is required');
    expect(await refusal({ currency: 'EUR', amount: 1, remark: 'r'.repeat(65) })).toBe(
      'remark must be at most 64 characters',
    );
    expect(await entryCount()).toBe(before);
  });

  it('is refused with HTTP 403 without code 1003-3 or without a session', async () => {
    const before = await entryCount();
    for (const user of ['operator', 'limited', 'nobody']) {
      expect((await adjust({ currency: 'EUR', amount: -1, remark: 'x' }, user)).http).toBe(403);
    }
    expect(await entryCount()).toBe(before);
  });
});
