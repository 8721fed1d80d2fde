import {
  transactionCalls,
  type CallDeclaration,
  type JsonCall,
  type TopUpResult,
  type TransactionPage,
} from '@ota/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { XLSX_TYPE } from '../../platform/exports';
import { useTestApp } from '../../test/app';
import { callTester } from '../../test/calls';
import { testEngines } from '../../test/databases';
import { paidOrder } from '../../test/factories';

/** Today in the business time zone of the tests (UTC). */
const today = () => new Date().toISOString().slice(0, 10);
/** A range the demo's year never reaches: an empty list. */
const LONG_AGO = { startTime: '2001-01-01', endTime: '2001-01-31' };

/** The declared calls (decision 0043): each real answer parses with its declaration's answer schema. */
describe.each(testEngines())('transaction records calls as declared (%s)', (engine) => {
  const t = useTestApp(engine);
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    for (const name of ['admin', 'edreams', 'support']) tokens[name] = await t.login(name);
    // An account in a currency without rates: its entries have no EUR or CNY value (nulls).
    await t.database.db.execute(
      sql`insert into accounts (platform_type, currency, credit_limit) values (1, 'JPY', 0)`,
    );
  });

  const calls = callTester(t);
  const answered = (call: JsonCall, input: Record<string, unknown>, user = 'admin') =>
    calls.answered(call, input, tokens[user] ?? '');

  it('answers every declared call as its answer schema says, hidden balances and nulls included', async () => {
    await paidOrder(t);
    const topUp = { currency: 'EUR', amount: '25.50', reason: 'schema check' };
    expect(await answered(transactionCalls.topUp, topUp)).toMatchObject({ balance: expect.any(Number) });
    expect(await answered(transactionCalls.topUp, topUp, 'edreams')).toMatchObject({ balance: null });
    const yen = { currency: 'JPY', amount: '1000', reason: 'schema check', platformType: 1 };
    const { entryId } = (await answered(transactionCalls.topUp, yen, 'support')) as TopUpResult;

    const range = { startTime: today(), endTime: today() };
    await answered(transactionCalls.syncRates, range);
    const own = (await answered(transactionCalls.page, range)) as TransactionPage;
    expect(own.pageList.map((row) => row.transactionType)).toEqual(
      expect.arrayContaining(['TOP_UP', 'BOOKING_DEBIT']),
    );
    const hidden = (await answered(transactionCalls.page, range, 'edreams')) as TransactionPage;
    expect(hidden.pageList[0]?.balance).toBeNull();
    const every = (await answered(
      transactionCalls.page,
      { ...range, currency: 'JPY' },
      'support',
    )) as TransactionPage;
    expect(every.pageList.find((row) => row.id === entryId)).toMatchObject({ eurAmount: null });
    expect(every.totals[0]?.platformType).toBe(1);
    expect(await answered(transactionCalls.page, LONG_AGO)).toEqual({
      pageList: [],
      totalCount: 0,
      totals: [],
    });

    await answered(transactionCalls.balanceSeries, range);
    await answered(transactionCalls.balanceSeries, { ...range, platformType: 2, currency: 'EUR' }, 'support');
  });

  it('sends the export as the declaration says: an .xlsx, or an empty body', async () => {
    const url = transactionCalls.exportFile.path;
    const exported = (query: Record<string, string>) =>
      t.inject({ method: 'GET', url: `/prod-api${url}`, query, headers: { 'x-token': tokens.admin ?? '' } });
    const file = await exported({ startTime: today(), endTime: today() });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe(XLSX_TYPE);
    expect(file.rawPayload.length).toBeGreaterThan(100);
    expect((await exported(LONG_AGO)).rawPayload.length).toBe(0);
  });

  it('refuses bad input in the words parseInput has always used, as the 400 envelope', async () => {
    const cases: [CallDeclaration, Record<string, unknown>][] = [
      [transactionCalls.page, { pageSize: 'many' }],
      [transactionCalls.page, { type: 'GIFT', startTime: '2026-02-30' }],
      [transactionCalls.page, { startTime: '2026-02-10', endTime: '2026-02-01' }],
      [transactionCalls.exportFile, { startTime: today() }],
      [transactionCalls.syncRates, { startTime: '2024-01-01', endTime: '2025-01-01' }],
      [transactionCalls.balanceSeries, { currency: 'EU', startTime: today(), endTime: today() }],
      [transactionCalls.topUp, { currency: 'EUR', amount: '-1', reason: 'x' }],
      [transactionCalls.topUp, { currency: 'EUR', amount: '1' }],
    ];
    for (const [call, input] of cases) await calls.refusedAsParseInput(call, input, tokens.admin ?? '');
  });

  it('refuses without a session before reading the input', async () => {
    for (const call of Object.values(transactionCalls)) {
      const { http, body } = await calls.send(call, { pageSize: 'many' }, '');
      expect(http).toBe(403);
      expect(body).toEqual({ status: 403, message: "You don't have permission", data: null });
    }
  });
});
