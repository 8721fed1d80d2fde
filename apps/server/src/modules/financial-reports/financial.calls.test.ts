import {
  financialReportCalls,
  financialReportsByBase,
  type CallDeclaration,
  type FileCall,
  type FinancialReport,
  type JsonCall,
} from '@ota/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSV_TYPE, XLSX_TYPE } from '../../platform/exports';
import { useTestApp } from '../../test/app';
import { callTester } from '../../test/calls';
import { queryRows, testEngines } from '../../test/databases';
import { paidOrder } from '../../test/factories';

/** A range the demo's year never reaches: an empty report. */
const LONG_AGO = { startTime: '2001-01-01', endTime: '2001-01-31' };

/** The declared calls (decision 0043): each real answer parses with its declaration's answer schema. */
describe.each(testEngines())('financial reports calls as declared (%s)', (engine) => {
  const t = useTestApp(engine);
  const tokens: Record<string, string> = {};
  /** The business day the test's orders were paid on. */
  let day = '';
  let edreamsOrderNo = '';

  beforeAll(async () => {
    for (const name of ['admin', 'edreams', 'support']) tokens[name] = await t.login(name);
    await paidOrder(t);
    const order = await paidOrder(t, { platform: 2 });
    edreamsOrderNo = order.order_no;
    const [paid] = await queryRows<{ day: string }>(
      t.database.db,
      sql`select to_char(paid_at at time zone ${t.config.timeZone}, 'YYYY-MM-DD') as day from orders
        where id = ${order.id}`,
    );
    day = paid?.day ?? '';
  });

  const calls = callTester(t);
  const answered = (call: JsonCall, input: Record<string, unknown>, user = 'admin') =>
    calls.answered(call, input, tokens[user] ?? '');

  it('answers both reports as their answer schema says, empty ranges included', async () => {
    const range = { startTime: day, endTime: day };
    for (const [base, user] of [
      ['', 'admin'],
      ['/edreams', 'edreams'],
      ['/edreams', 'support'],
    ] as const) {
      const report = (await answered(financialReportsByBase[base].query, range, user)) as FinancialReport;
      expect(report.pageList.length, `${base} ${user}`).toBeGreaterThan(0);
      expect(report.totals.byCurrency.length).toBeGreaterThan(0);
      const empty = (await answered(financialReportsByBase[base].query, LONG_AGO, user)) as FinancialReport;
      expect(empty).toMatchObject({ pageList: [], totalCount: 0, totals: { byCurrency: [] } });
    }
    // No range: the last full week.
    await answered(financialReportCalls.query, { pageSize: 1 });
  });

  it('adds a line from outside, answering the spec’s own message', async () => {
    const line = { orderNo: edreamsOrderNo, day, currency: 'EUR', amount: '-12.34', remark: 'credit note' };
    expect(
      await answered(financialReportCalls.addLine, { ...line, reference: 'INV-CALLS-1' }, 'edreams'),
    ).toBeNull();
    const again = await calls.send(
      financialReportCalls.addLine,
      { ...line, reference: 'INV-CALLS-2' },
      tokens.edreams ?? '',
    );
    expect(again).toEqual({
      http: 200,
      body: { status: 200, message: 'Submitted successfully', data: null },
    });
  });

  it('sends the exports as their declarations say: the file, or an empty body', async () => {
    const exported = (call: FileCall, query: Record<string, string>, user: string) =>
      t.inject({
        method: 'GET',
        url: `/prod-api${call.path}`,
        query,
        headers: { 'x-token': tokens[user] ?? '' },
      });
    const types = { xlsx: XLSX_TYPE, csv: CSV_TYPE };
    for (const [base, user] of [
      ['', 'admin'],
      ['/edreams', 'edreams'],
    ] as const) {
      for (const call of [financialReportsByBase[base].exportXlsx, financialReportsByBase[base].exportCsv]) {
        const file = await exported(call, { startTime: day, endTime: day }, user);
        expect(file.statusCode, call.path).toBe(200);
        expect(file.headers['content-type']).toBe(types[call.answer.file]);
        expect(file.rawPayload.length).toBeGreaterThan(100);
        expect((await exported(call, LONG_AGO, user)).rawPayload.length).toBe(0);
      }
    }
  });

  it('refuses bad input in the words parseInput has always used, as the 400 envelope', async () => {
    const cases: [CallDeclaration, Record<string, unknown>][] = [
      [financialReportCalls.query, { pageSize: 'many' }],
      [financialReportCalls.edreamsQuery, { startTime: '2026-02-01' }],
      [financialReportCalls.exportXlsx, { startTime: '2026-02-10', endTime: '2026-02-01' }],
      [financialReportCalls.edreamsExportCsv, { startTime: '2024-01-01', endTime: '2025-01-01' }],
      [
        financialReportCalls.addLine,
        { reference: 'X', orderNo: 'ED1', day: '2026-01-01', currency: 'USD', amount: '1' },
      ],
      [financialReportCalls.addLine, { reference: '', amount: '0' }],
    ];
    for (const [call, input] of cases) await calls.refusedAsParseInput(call, input, tokens.admin ?? '');
  });

  it('refuses without a session before reading the input', async () => {
    for (const call of Object.values(financialReportCalls)) {
      const { http, body } = await calls.send(call, { pageSize: 'many' }, '');
      expect(http).toBe(403);
      expect(body).toEqual({ status: 403, message: "You don't have permission", data: null });
    }
  });
});
