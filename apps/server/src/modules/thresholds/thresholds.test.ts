import type { PageList, ThresholdAccount, ThresholdRow, ApiEnvelope } from '@ota/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';

describe.each(testEngines())('thresholds (%s)', (engine) => {
  const t = useTestApp(engine);
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    for (const name of ['admin', 'edreams', 'support', 'operator', 'limited'])
      tokens[name] = await t.login(name);
    // A second currency on platform 1, so the lists have more than one row to order.
    await t.database.db.execute(
      sql`insert into accounts (platform_type, currency, credit_limit) values (1, 'USD', 0)`,
    );
  });

  const call = async <T>(options: InjectOptions, user = 'admin') => {
    const token = tokens[user] ?? '';
    const response = await t.inject({ ...options, headers: { 'x-token': token, ...options.headers } });
    return { http: response.statusCode, body: response.json<ApiEnvelope<T>>() };
  };
  const list = (query = '', user = 'admin') =>
    call<PageList<ThresholdRow>>({ method: 'GET', url: `/prod-api/threshold/pageList${query}` }, user);
  const add = (payload: object, user = 'admin') =>
    call<{ id: number }>({ method: 'POST', url: '/prod-api/threshold/add', payload }, user);
  const update = (payload: object, user = 'admin') =>
    call<null>({ method: 'POST', url: '/prod-api/threshold/update', payload }, user);
  const remove = (id: number | string, user = 'admin') =>
    call<null>({ method: 'GET', url: `/prod-api/threshold/delete?id=${id}` }, user);
  const accounts = (user = 'admin') =>
    call<ThresholdAccount[]>({ method: 'GET', url: '/prod-api/threshold/accounts' }, user);
  const ledgerBalance = async (platformType: number, currency: string) => {
    const [row] = await queryRows<{ balance: string }>(
      t.database.db,
      sql`select coalesce((select balance_after from ledger_entries l where l.account_id = a.id
        order by l.id desc limit 1), 0)::text as balance from accounts a
        where a.platform_type = ${platformType} and a.currency = ${currency}`,
    );
    return Number(row?.balance);
  };
  const thresholdCount = async () =>
    (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from balance_thresholds`))[0]
      ?.n;

  it('lists the demo thresholds of the user’s platform with the ledger balance', async () => {
    const onefly = await list('', 'admin');
    expect(onefly.body.status).toBe(200);
    expect(onefly.body.data).toEqual({
      totalCount: 1,
      pageList: [
        {
          id: expect.any(Number),
          platformType: 1,
          currency: 'EUR',
          balance: await ledgerBalance(1, 'EUR'),
          warningThreshold: 10000,
          belowThreshold: false,
          warningSent: false,
          createTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
          updateTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        },
      ],
    });
    // A platformType filter cannot reach another platform; a user without one sees both.
    expect(
      (await list('?platformType=2', 'admin')).body.data.pageList.map((row) => row.platformType),
    ).toEqual([1]);
    const all = await list('', 'support');
    expect(all.body.data.pageList.map((row) => [row.platformType, row.warningThreshold])).toEqual([
      [1, 10000],
      [2, 5000],
    ]);
    expect(all.body.data.pageList.map((row) => row.balance)).toEqual([
      await ledgerBalance(1, 'EUR'),
      await ledgerBalance(2, 'EUR'),
    ]);
  });

  it('shows edreams, whose balance is hidden, its thresholds and their state without the balance', async () => {
    const edreams = await list('', 'edreams');
    expect(edreams.body.data).toEqual({
      totalCount: 1,
      pageList: [
        expect.objectContaining({
          platformType: 2,
          currency: 'EUR',
          balance: null,
          warningThreshold: 5000,
          belowThreshold: false,
          warningSent: false,
        }),
      ],
    });
    // Not in the answer's text either, nor through the order of a list sorted by it.
    const balance = (await ledgerBalance(2, 'EUR')).toFixed(2);
    const raw = await t.inject({
      method: 'GET',
      url: '/prod-api/threshold/pageList?sortField=balance&sortOrder=descend',
      headers: { 'x-token': tokens.edreams ?? '' },
    });
    expect(raw.json<ApiEnvelope<PageList<ThresholdRow>>>().status).toBe(200);
    expect(raw.body).not.toContain(balance);
    expect(raw.body).not.toContain(String(Number(balance)));
  });

  it('lists the accounts a threshold can be set on', async () => {
    // The rest of this file adds its own thresholds on platform 1.
    const demo = (await list('', 'admin')).body.data.pageList[0];
    expect((await remove(demo?.id ?? 0)).body.status).toBe(200);
    expect((await accounts('admin')).body.data).toEqual([
      { platformType: 1, currency: 'EUR', hasThreshold: false },
      { platformType: 1, currency: 'USD', hasThreshold: false },
    ]);
    expect((await accounts('support')).body.data).toEqual([
      { platformType: 1, currency: 'EUR', hasThreshold: false },
      { platformType: 1, currency: 'USD', hasThreshold: false },
      { platformType: 2, currency: 'EUR', hasThreshold: true },
    ]);
  });

  it('adds, edits and deletes a threshold of the user’s platform', async () => {
    // Above the demo balance (about 20,000 EUR), so it starts below the threshold.
    const added = await add({ currency: 'eur', warningThreshold: 100000.5 });
    expect(added.body).toEqual({ status: 200, message: 'Success', data: { id: expect.any(Number) } });
    const { id } = added.body.data;
    const balance = await ledgerBalance(1, 'EUR');
    expect((await list()).body.data.pageList).toEqual([
      expect.objectContaining({
        id,
        platformType: 1,
        currency: 'EUR',
        balance,
        warningThreshold: 100000.5,
        belowThreshold: true,
      }),
    ]);

    expect((await update({ id, warningThreshold: '100' })).body).toEqual({
      status: 200,
      message: 'Success',
      data: null,
    });
    expect((await list()).body.data.pageList[0]).toMatchObject({
      warningThreshold: 100,
      belowThreshold: false,
    });

    expect((await remove(id)).body).toEqual({ status: 200, message: 'Success', data: null });
    expect((await list()).body.data.totalCount).toBe(0);
  });

  it('keeps one threshold per account', async () => {
    const first = await add({ currency: 'USD', warningThreshold: 0 });
    expect(first.body.status).toBe(200);
    const again = await add({ currency: 'USD', warningThreshold: 10 });
    expect(again.body).toEqual({
      status: 400,
      message: 'A warning threshold for USD on platform 1 (onefly) already exists',
      data: null,
    });
    // The same currency on another platform is another account.
    const edreamsUsd = await add({ currency: 'USD', warningThreshold: 10 }, 'edreams');
    expect(edreamsUsd.body.message).toBe('platform 2 (edreams) has no USD account');
    await remove(first.body.data.id);
  });

  it('makes a user without a platform name it, and keeps others on their own', async () => {
    expect((await add({ currency: 'EUR', warningThreshold: 1 }, 'support')).body.message).toBe(
      'platformType is required for a user without a platform',
    );
    expect((await add({ currency: 'EUR', warningThreshold: 1, platformType: 2 }, 'admin')).body.message).toBe(
      'platformType must be your own platform (1)',
    );
    const bySupport = await add({ currency: 'EUR', warningThreshold: 1, platformType: '1' }, 'support');
    expect(bySupport.body.status).toBe(200);
    const { id } = bySupport.body.data;
    expect((await list('?platformType=1', 'support')).body.data.pageList.map((row) => row.id)).toEqual([id]);

    // Another platform's threshold does not exist for edreams: neither editable nor deletable.
    expect((await update({ id, warningThreshold: 2 }, 'edreams')).body.message).toBe(
      `Threshold ${id} does not exist`,
    );
    expect((await remove(id, 'edreams')).body.message).toBe(`Threshold ${id} does not exist`);
    expect((await remove(id, 'support')).body.status).toBe(200);
  });

  it('filters by currency and sorts by balance', async () => {
    const eur = await add({ currency: 'EUR', warningThreshold: 10 });
    const usd = await add({ currency: 'USD', warningThreshold: 20 });
    expect((await list('?currency=usd')).body.data.pageList.map((row) => row.currency)).toEqual(['USD']);
    const ascending = await list('?sortField=balance&sortOrder=ascend');
    expect(ascending.body.data.pageList.map((row) => row.currency)).toEqual(['USD', 'EUR']);
    const byThreshold = await list('?sortField=warningThreshold&sortOrder=descend');
    expect(byThreshold.body.data.pageList.map((row) => row.currency)).toEqual(['USD', 'EUR']);
    expect((await list('?sortField=remark')).body.message).toMatch(/^sortField must be one of/);
    await remove(eur.body.data.id);
    await remove(usd.body.data.id);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const before = await thresholdCount();
    const refusal = async (payload: object) => (await add(payload)).body.message;
    expect(await refusal({ warningThreshold: 1 })).toBe('currency is required');
    expect(await refusal({ currency: 'EURO', warningThreshold: 1 })).toBe(
      'currency must be a 3-letter code such as EUR',
    );
    expect(await refusal({ currency: 'GBP', warningThreshold: 1 })).toBe(
      'platform 1 (onefly) has no GBP account',
    );
    expect(await refusal({ currency: 'EUR' })).toBe('warningThreshold is required');
    expect(await refusal({ currency: 'EUR', warningThreshold: -1 })).toBe(
      'warningThreshold must not be negative',
    );
    expect(await refusal({ currency: 'EUR', warningThreshold: 1.234 })).toBe(
      'warningThreshold must be a number with at most 2 decimals and 12 digits',
    );
    expect(await refusal({ currency: 'EUR', warningThreshold: 1e13 })).toBe(
      'warningThreshold must be a number with at most 2 decimals and 12 digits',
    );
    expect(await refusal({ currency: 'EUR', warningThreshold: 'abc' })).toBe(
      'warningThreshold must be a number with at most 2 decimals and 12 digits',
    );
    expect(await refusal({ currency: 'EUR', warningThreshold: true })).toBe(
      'warningThreshold must be a number',
    );
    expect(await refusal({ currency: 'EUR', warningThreshold: 1, platformType: 3 })).toBe(
      'platformType must be 1 or 2',
    );
    expect((await update({ warningThreshold: 1 })).body.message).toBe('id is required');
    expect((await update({ id: 1, warningThreshold: -0.01 })).body.message).toBe(
      'warningThreshold must not be negative',
    );
    expect((await update({ id: 99999, warningThreshold: 1 })).body.message).toBe(
      'Threshold 99999 does not exist',
    );
    expect((await remove('abc')).body.message).toBe('id must be a number');
    expect((await remove(99999)).body.message).toBe('Threshold 99999 does not exist');
    expect(await thresholdCount()).toBe(before);
  });

  it('is refused with HTTP 403 without code 1004-4 or without a session', async () => {
    const before = await thresholdCount();
    for (const user of ['operator', 'limited', 'nobody']) {
      expect((await list('', user)).http).toBe(403);
      expect((await add({ currency: 'EUR', warningThreshold: 1 }, user)).http).toBe(403);
      expect((await update({ id: 1, warningThreshold: 1 }, user)).http).toBe(403);
      expect((await remove(1, user)).http).toBe(403);
      expect((await accounts(user)).http).toBe(403);
    }
    expect(await thresholdCount()).toBe(before);
  });
});
