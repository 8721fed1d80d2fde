import type {
  BalanceInfo,
  BalanceSeries,
  TopUpResult,
  TransactionPage,
  TransactionRecord,
  ApiEnvelope,
} from '@ota/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';

const USERS = ['admin', 'edreams', 'support', 'operator'];

/** Today in the business time zone of the tests (UTC). */
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe.each(testEngines())('transaction records (%s)', (engine) => {
  const t = useTestApp(engine);
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    for (const name of USERS) tokens[name] = await t.login(name);
  });

  const send = (user: string, options: InjectOptions) =>
    t.inject({ ...options, headers: { 'x-token': tokens[user] ?? '', ...options.headers } });
  const call = async <T>(user: string, options: InjectOptions) =>
    (await send(user, options)).json<ApiEnvelope<T>>();
  const page = (user: string, params: Record<string, string> = {}) =>
    call<TransactionPage>(user, {
      method: 'POST',
      url: `/prod-api/userTransactionRecord/pageList?${new URLSearchParams(params).toString()}`,
    });
  const topBar = async (user: string) =>
    (await call<BalanceInfo[]>(user, { method: 'GET', url: '/prod-api/userTransactionRecord/balanceInfo' }))
      .data[0];

  /** An independent count and sum of the filtered entries, straight from the tables. */
  const ledgerSum = async (platformType: number, where = sql`true`) =>
    (
      await queryRows<{ n: number; net: string }>(
        t.database.db,
        sql`select count(*)::int as n, coalesce(sum(l.amount), 0)::text as net
          from ledger_entries l join accounts a on a.id = l.account_id
          where a.platform_type = ${platformType} and ${where}`,
      )
    )[0];

  it('lists the platform’s entries newest first with their totals; the first row’s balance is the top bar’s', async () => {
    const answer = await page('admin', { pageSize: '50' });
    expect(answer.status).toBe(200);
    const rows = answer.data.pageList;
    expect(rows.length).toBe(50);
    expect(rows.every((row) => row.platformType === 1)).toBe(true);
    expect(rows.map((row) => row.id)).toEqual([...rows.map((row) => row.id)].sort((a, b) => b - a));
    const expected = await ledgerSum(1);
    expect(answer.data.totalCount).toBe(expected?.n);
    expect(answer.data.totals).toEqual([
      expect.objectContaining({ currency: 'EUR', count: expected?.n, net: Number(expected?.net) }),
    ]);
    const [totals] = answer.data.totals;
    expect(Math.round(((totals?.credits ?? 0) + (totals?.debits ?? 0)) * 100)).toBe(
      Math.round(Number(expected?.net) * 100),
    );
    expect(rows[0]?.balance).toBe((await topBar('admin'))?.price);
  });

  it('fills every column of spec section 3 with the rates of the entry’s day', async () => {
    const [row] = (await page('admin', { type: 'BOOKING_DEBIT', pageSize: '1' })).data.pageList;
    if (!row) throw new Error('no booking debit');
    const day = row.createTime.slice(0, 10);
    const [rate] = await queryRows<{ rate: string; cny: string }>(
      t.database.db,
      sql`select rate::text, round(${String(row.amount)}::numeric * rate, 2)::text as cny
        from exchange_rates where currency = 'CNY' and day <= ${day}::date order by day desc limit 1`,
    );
    expect(row).toMatchObject<Partial<TransactionRecord>>({
      transactionType: 'BOOKING_DEBIT',
      currency: 'EUR',
      exchangeRate: 1,
      eurAmount: row.amount,
      cnyRate: Number(rate?.rate),
      cnyExchange: Number(rate?.cny),
      creditLimit: 5000,
      cash: 0,
    });
    expect(row.amount).toBeLessThan(0);
    expect(row.availableBalance).toBe(Number(((row.balance ?? 0) + 5000).toFixed(2)));
    expect(row.deposit).toBe(Math.max(row.balance ?? 0, 0));
    expect(['DEPOSIT', 'CREDIT', 'DEPOSIT_AND_CREDIT']).toContain(row.paymentType);
    expect(row.syncTime).not.toBeNull();
    expect(row.reference).toMatch(/^[A-Z0-9]+$/);
  });

  it('filters by type, reference, operator and days, and the totals follow the filter', async () => {
    const debits = await page('admin', { type: 'BOOKING_DEBIT,TOP_UP', pageSize: '500' });
    expect(
      debits.data.pageList.every((row) => ['BOOKING_DEBIT', 'TOP_UP'].includes(row.transactionType)),
    ).toBe(true);
    expect(debits.data.totalCount).toBe((await ledgerSum(1, sql`l.type in ('BOOKING_DEBIT', 'TOP_UP')`))?.n);

    const reference =
      debits.data.pageList.find((row) => row.transactionType === 'BOOKING_DEBIT')?.reference ?? '';
    const byReference = await page('admin', { reference: reference.toLowerCase() });
    expect(byReference.data.pageList.map((row) => row.reference)).toContain(reference);
    expect(byReference.data.pageList.every((row) => row.reference?.startsWith(reference))).toBe(true);

    const system = await page('admin', { operator: 'system', pageSize: '5' });
    expect(system.data.pageList.every((row) => row.operator === 'system')).toBe(true);

    const start = daysAgo(20);
    const end = daysAgo(10);
    const ranged = await page('admin', { startTime: start, endTime: end, pageSize: '500' });
    expect(ranged.data.pageList.every((row) => row.createTime >= start && row.createTime < `${end}~`)).toBe(
      true,
    );
    const expected = await ledgerSum(
      1,
      sql`l.created_at >= ${start}::date and l.created_at < ${end}::date + 1`,
    );
    expect(ranged.data.totalCount).toBe(expected?.n);
    expect(Math.round((ranged.data.totals[0]?.net ?? 0) * 100)).toBe(Math.round(Number(expected?.net) * 100));
  });

  it('refuses a range with its end before its start or longer than a year, naming endTime', async () => {
    const backwards = await page('admin', { startTime: '2026-02-01', endTime: '2026-01-01' });
    expect(backwards.status).toBe(400);
    expect(backwards.message).toContain('endTime');
    const long = await page('admin', { startTime: '2025-01-01', endTime: '2026-01-02' });
    expect(long.status).toBe(400);
    expect(long.message).toContain('endTime');
    const badType = await page('admin', { type: 'GIFT' });
    expect(badType.message).toContain('type');
  });

  it('shows edreams only platform 2, without balances; support sees every platform', async () => {
    const edreams = await page('edreams', { pageSize: '100' });
    expect(edreams.data.pageList.length).toBeGreaterThan(0);
    expect(edreams.data.pageList.every((row) => row.platformType === 2 && row.balance === null)).toBe(true);
    expect(edreams.data.totalCount).toBe((await ledgerSum(2))?.n);
    const other = await page('edreams', { platformType: '1' });
    expect(other.status).toBe(400);
    expect(other.message).toContain('platformType');

    const support = await page('support', { pageSize: '1' });
    expect(support.data.totalCount).toBe(((await ledgerSum(1))?.n ?? 0) + ((await ledgerSum(2))?.n ?? 0));
    // Its totals keep each platform apart: two platforms' money is never one figure.
    const totals = support.data.totals.filter((total) => total.currency === 'EUR');
    expect(totals.map((total) => [total.platformType, total.count, total.net])).toEqual([
      [1, (await ledgerSum(1))?.n, Number((await ledgerSum(1))?.net)],
      [2, (await ledgerSum(2))?.n, Number((await ledgerSum(2))?.net)],
    ]);
    const supportTwo = await page('support', { platformType: '2', pageSize: '1' });
    expect(supportTwo.data.totalCount).toBe((await ledgerSum(2))?.n);
    // A user of one platform gets its totals as before, without a platform.
    expect(edreams.data.totals.every((total) => total.platformType === undefined)).toBe(true);
  });

  it('answers 403 on every call to a user without 1003-3', async () => {
    const calls: InjectOptions[] = [
      { method: 'POST', url: '/prod-api/userTransactionRecord/pageList' },
      {
        method: 'GET',
        url: `/prod-api/userTransactionRecord/kiwiExport?startTime=${today()}&endTime=${today()}`,
      },
      {
        method: 'GET',
        url: `/prod-api/userTransactionRecord/update?startTime=${today()}&endTime=${today()}`,
      },
      {
        method: 'GET',
        url: `/prod-api/userTransactionRecord/balanceSeries?startTime=${today()}&endTime=${today()}`,
      },
      {
        method: 'POST',
        url: '/prod-api/userTransactionRecord/topUp',
        payload: { currency: 'EUR', amount: '1', reason: 'x' },
      },
      { method: 'GET', url: '/prod-api/exchangeRate/pageList' },
      {
        method: 'POST',
        url: '/prod-api/exchangeRate/add',
        payload: { day: today(), currency: 'USD', rate: '1.1' },
      },
      { method: 'POST', url: '/prod-api/exchangeRate/import', payload: { lines: [`${today()},USD,1.1`] } },
    ];
    for (const options of calls)
      expect((await send('operator', options)).statusCode, String(options.url)).toBe(403);
  });

  it('exports the list’s rows of the range as .xlsx with the spec’s columns', async () => {
    const start = daysAgo(14);
    const end = today();
    const response = await send('admin', {
      method: 'GET',
      url: `/prod-api/userTransactionRecord/kiwiExport?startTime=${start}&endTime=${end}&type=BOOKING_DEBIT`,
    });
    expect(response.statusCode).toBe(200);
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain(
      'Transaction Records_',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Transaction records');
    const header = (sheet?.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual(
      expect.arrayContaining(['Transaction type', 'Amount', 'Balance', 'CNY exchange', 'Sync time']),
    );
    const listed = await page('admin', {
      startTime: start,
      endTime: end,
      type: 'BOOKING_DEBIT',
      pageSize: '500',
    });
    expect((sheet?.rowCount ?? 0) - 1).toBe(listed.data.totalCount);
    const amountColumn = header.indexOf('Amount') + 1;
    let cents = 0;
    sheet?.eachRow((row, n) => {
      if (n > 1) cents += Math.round(Number(row.getCell(amountColumn).value) * 100);
    });
    expect(cents).toBe(Math.round((listed.data.totals[0]?.net ?? 0) * 100));
    const cell = (heading: string) => sheet?.getRow(2).getCell(header.indexOf(heading) + 1).value;
    expect([cell('Transaction type'), cell('Transaction type code')]).toEqual(['Booking', 'BOOKING_DEBIT']);
    expect(header.slice(0, 6)).toEqual([
      'Created',
      'Platform',
      'Platform code',
      'Currency',
      'Transaction type',
      'Transaction type code',
    ]);

    const zh = await send('admin', {
      method: 'GET',
      url: `/prod-api/userTransactionRecord/kiwiExport?startTime=${start}&endTime=${end}&type=BOOKING_DEBIT`,
      headers: { 'accept-language': 'zh' },
    });
    const zhBook = new ExcelJS.Workbook();
    await zhBook.xlsx.load(zh.rawPayload as unknown as ArrayBuffer);
    const zhSheet = zhBook.getWorksheet('交易记录');
    expect((zhSheet?.getRow(1).values as unknown[]).slice(5, 7)).toEqual(['交易类型', '交易类型代码']);
    expect((zhSheet?.getRow(2).values as unknown[]).slice(5, 7)).toEqual(['订票', 'BOOKING_DEBIT']);
    expect(zhSheet?.rowCount).toBe(sheet?.rowCount);
  });

  it('answers an empty body for an empty range and the JSON refusal for a bad one', async () => {
    const empty = await send('admin', {
      method: 'GET',
      url: '/prod-api/userTransactionRecord/kiwiExport?startTime=2001-01-01&endTime=2001-01-07',
    });
    expect(empty.statusCode).toBe(200);
    expect(empty.rawPayload.length).toBe(0);
    const bad = await send('admin', {
      method: 'GET',
      url: '/prod-api/userTransactionRecord/kiwiExport?startTime=2026-01-07',
    });
    expect(bad.json<ApiEnvelope<null>>()).toMatchObject({
      status: 400,
      message: expect.stringContaining('endTime'),
    });
  });

  it('re-syncs the rates of a range: days without a rate carry the day before’s, every day is stamped', async () => {
    const ahead = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
    const before = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from exchange_rates where day > ${today()}::date`,
    );
    expect(before[0]?.n).toBe(0);
    const synced = await call<{ carried: number; synced: number }>('admin', {
      method: 'GET',
      url: `/prod-api/userTransactionRecord/update?startTime=${today()}&endTime=${ahead(3)}`,
    });
    expect(synced.status).toBe(200);
    expect(synced.data).toMatchObject({ carried: 9, synced: 12 });
    const rows = await queryRows<{ currency: string; rate: string; source: string; stamped: boolean }>(
      t.database.db,
      sql`select currency, rate::text, source, synced_at > now() - interval '1 minute' as stamped
        from exchange_rates where day between ${today()}::date and ${ahead(3)}::date order by currency, day`,
    );
    expect(rows.every((row) => row.stamped)).toBe(true);
    const usd = rows.filter((row) => row.currency === 'USD');
    expect(new Set(usd.map((row) => row.rate)).size).toBe(1);
    expect(usd.slice(1).every((row) => row.source === 'carried')).toBe(true);
    const refused = await call<null>('admin', {
      method: 'GET',
      url: `/prod-api/userTransactionRecord/update?startTime=${today()}&endTime=2001-01-01`,
    });
    expect(refused.message).toContain('endTime');
  });

  it('tops up with a reason: a TOP_UP entry, the top bar follows and equals the first row', async () => {
    const before = (await topBar('admin'))?.price ?? 0;
    const answer = await call<TopUpResult>('admin', {
      method: 'POST',
      url: '/prod-api/userTransactionRecord/topUp',
      payload: { currency: 'EUR', amount: '1234.56', reason: 'Bank transfer 42' },
    });
    expect(answer.status).toBe(200);
    expect(Math.round((answer.data.balance ?? 0) * 100)).toBe(Math.round((before + 1234.56) * 100));
    const [first] = (await page('admin', { pageSize: '1' })).data.pageList;
    expect(first).toMatchObject({
      transactionType: 'TOP_UP',
      amount: 1234.56,
      cash: 1234.56,
      paymentType: 'CASH',
      reference: 'Bank transfer 42',
      operator: 'admin',
    });
    expect((await topBar('admin'))?.price).toBe(first?.balance);

    const refusals = [
      [{ currency: 'EUR', amount: '0', reason: 'x' }, 'amount'],
      [{ currency: 'EUR', amount: '-5', reason: 'x' }, 'amount'],
      [{ currency: 'EUR', amount: '5' }, 'reason'],
      [{ currency: 'USD', amount: '5', reason: 'x' }, 'currency'],
    ] as const;
    for (const [payload, field] of refusals) {
      const refused = await call<null>('admin', {
        method: 'POST',
        url: '/prod-api/userTransactionRecord/topUp',
        payload,
      });
      expect(refused.status, field).toBe(400);
      expect(refused.message).toContain(field);
    }
    const support = await call<null>('support', {
      method: 'POST',
      url: '/prod-api/userTransactionRecord/topUp',
      payload: { currency: 'EUR', amount: '5', reason: 'x' },
    });
    expect(support.message).toContain('platformType');
  });

  it('charts the balance at each day’s end with the credit limit; the last point is the top bar', async () => {
    const answer = await call<BalanceSeries>('admin', {
      method: 'GET',
      url: `/prod-api/userTransactionRecord/balanceSeries?startTime=${daysAgo(29)}&endTime=${today()}`,
    });
    expect(answer.status).toBe(200);
    expect(answer.data.points).toHaveLength(30);
    expect(answer.data.points.every((point) => point.creditLimit === 5000)).toBe(true);
    expect(answer.data.points.at(-1)?.balance).toBe((await topBar('admin'))?.price);
    const hidden = await call<null>('edreams', {
      method: 'GET',
      url: `/prod-api/userTransactionRecord/balanceSeries?startTime=${today()}&endTime=${today()}`,
    });
    expect(hidden.status).toBe(400);
  });
});
