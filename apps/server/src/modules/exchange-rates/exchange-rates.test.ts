import type { ExchangeRate, PageList, RateImportResult, ApiEnvelope } from '@ota/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_RATE_DAYS } from '../../demo/seeders/exchange-rates';
import { useTestApp } from '../../test/app';
import { testEngines } from '../../test/databases';
import { rateBook } from './rate-book';
import { convertOn, rateOn } from './index';

describe('rate book', () => {
  const book = rateBook([
    { day: '2026-01-01', currency: 'USD', rate: '1.10000000', syncedAt: null },
    { day: '2026-01-03', currency: 'USD', rate: '1.2', syncedAt: null },
    { day: '2026-01-01', currency: 'CNY', rate: '7.85', syncedAt: null },
  ]);

  it('takes the day’s rate, else the latest earlier one; nothing before the first; EUR is 1', () => {
    expect(book.rateOn('USD', '2026-01-02')?.rate).toBe('1.10000000');
    expect(book.rateOn('USD', '2026-01-03')?.rate).toBe('1.2');
    expect(book.rateOn('USD', '2025-12-31')).toBeUndefined();
    expect(book.rateOn('EUR', '1999-01-01')?.rate).toBe('1');
  });

  it('converts exactly, rounding half away from zero', () => {
    expect(book.convert('100.00', 'EUR', 'CNY', '2026-01-05')).toBe('785.00');
    expect(book.convert('-0.01', 'EUR', 'CNY', '2026-01-05')).toBe('-0.08');
    expect(book.convert('110.00', 'USD', 'EUR', '2026-01-02')).toBe('100.00');
    expect(book.convert('1.00', 'USD', 'CNY', '2026-01-02')).toBe('7.14');
    expect(book.convert('1.00', 'JPY', 'EUR', '2026-01-02')).toBeNull();
  });
});

describe.each(testEngines())('exchange rates (%s)', (engine) => {
  const t = useTestApp(engine);
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const name of ['admin', 'support', 'operator']) tokens[name] = await t.login(name);
  });
  const call = async <T>(user: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    (
      await t.inject({ method, url: `/prod-api${url}`, payload, headers: { 'x-token': tokens[user] ?? '' } })
    ).json<ApiEnvelope<T>>();

  it('holds a year of daily demo rates for USD, GBP and CNY', async () => {
    const list = await call<PageList<ExchangeRate>>('admin', 'GET', '/exchangeRate/pageList?pageSize=3');
    expect(list.data.totalCount).toBe(DEMO_RATE_DAYS * 3);
    expect(list.data.pageList.map((rate) => rate.currency).sort()).toEqual(['CNY', 'GBP', 'USD']);
    const day = list.data.pageList[0]?.day ?? '';
    expect(Number((await rateOn(t.database.db, 'CNY', day))?.rate)).toBeGreaterThan(7);
    expect(await convertOn(t.database.db, '10.00', 'EUR', 'EUR', day)).toBe('10.00');
  });

  it('lets only a user without a platform enter and import rates, all or nothing', async () => {
    expect(
      (await call('admin', 'POST', '/exchangeRate/add', { day: '2030-01-01', currency: 'USD', rate: '1.2' }))
        .status,
    ).toBe(403);
    expect(
      (
        await call('support', 'POST', '/exchangeRate/add', {
          day: '2030-01-01',
          currency: 'usd',
          rate: '1.2',
        })
      ).status,
    ).toBe(200);
    const refused = await call('support', 'POST', '/exchangeRate/add', {
      day: '2030-02-30',
      currency: 'USD',
      rate: '-1',
    });
    expect(refused.message).toMatch(/day|rate/);
    const eur = await call('support', 'POST', '/exchangeRate/add', {
      day: '2030-01-01',
      currency: 'EUR',
      rate: '2',
    });
    expect(eur.message).toContain('currency');

    const imported = await call<RateImportResult>('support', 'POST', '/exchangeRate/import', {
      lines: ['date,currency,rate', '2030-01-02,USD,1.21', '2030-01-02,CNY,7.9', ''],
    });
    expect(imported.data).toEqual({ imported: 2 });
    const bad = await call('support', 'POST', '/exchangeRate/import', {
      lines: ['2030-01-03,USD,1.22', '2030-01-04,USD,abc'],
    });
    expect(bad.status).toBe(400);
    expect(bad.message).toContain('line 2');
    expect(bad.message).toContain('rate');
    const list = await call<PageList<ExchangeRate>>(
      'admin',
      'GET',
      '/exchangeRate/pageList?startTime=2030-01-01&endTime=2030-12-31',
    );
    expect(list.data.pageList.map((rate) => `${rate.day} ${rate.currency} ${rate.source}`)).toEqual([
      '2030-01-02 CNY imported',
      '2030-01-02 USD imported',
      '2030-01-01 USD entered',
    ]);
    expect(list.data.pageList[0]).toMatchObject({
      updatedBy: 'support',
      updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      syncTime: null,
    });
  });
});
