import {
  refundReportCalls,
  type ApiEnvelope,
  type CallDeclaration,
  type FileCall,
  type RefundReportData,
  type RefundRow,
} from '@ota/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSV_TYPE, XLSX_TYPE } from '../../platform/exports';
import { useTestApp } from '../../test/app';
import { callTester } from '../../test/calls';
import { testEngines } from '../../test/databases';
import { paidOrder } from '../../test/factories';

/** Today in the business time zone of the tests (UTC). */
const today = () => new Date().toISOString().slice(0, 10);
/** A range the demo's year never reaches: an empty report. */
const LONG_AGO = { startTime: '2001-01-01', endTime: '2001-01-31' };

/** The declared calls (decision 0043): each real answer parses with its declaration's answer schema. */
describe.each(testEngines())('refund report calls as declared (%s)', (engine) => {
  const t = useTestApp(engine);
  const tokens: Record<string, string> = {};

  /** Opens a refund of a new edreams order through the refunds call, as an operator does. */
  const openRefund = async () => {
    const order = await paidOrder(t, { platform: 2 });
    const opened = await t.inject({
      method: 'POST',
      url: '/prod-api/orderRefund/addRefundOrderInfo',
      headers: { 'x-token': tokens.edreams ?? '' },
      payload: {
        orderNo: order.order_no,
        refundType: 'VOLUNTARY',
        passengerIds: [order.passengers[0]?.id],
        segmentIds: order.segments.map((segment) => segment.id),
      },
    });
    return opened.json<ApiEnvelope<RefundRow>>().data;
  };

  /** The test's refunds: one open, one finished (its finish time and days taken set). */
  const refundNos = { open: '', finished: '' };

  beforeAll(async () => {
    for (const name of ['edreams', 'support']) tokens[name] = await t.login(name);
    refundNos.open = (await openRefund()).refundNo;
    const cancelled = await openRefund();
    refundNos.finished = cancelled.refundNo;
    await t.inject({
      method: 'POST',
      url: '/prod-api/orderRefund/update',
      headers: { 'x-token': tokens.edreams ?? '' },
      payload: { id: cancelled.id, version: cancelled.version, status: 'CANCELLED' },
    });
  });

  const calls = callTester(t);

  it('answers the report as its answer schema says: open and finished refunds, and an empty range', async () => {
    const range = { startTime: today(), endTime: today(), pageSize: 500 };
    for (const user of ['edreams', 'support']) {
      const report = (await calls.answered(
        refundReportCalls.query,
        range,
        tokens[user] ?? '',
      )) as RefundReportData;
      const row = (refundNo: string) => report.pageList.find((shown) => shown.refundNo === refundNo);
      expect(row(refundNos.open), user).toMatchObject({ status: 'REQUESTED', finishTime: null });
      expect(row(refundNos.finished), user).toMatchObject({ status: 'CANCELLED', daysTaken: 0 });
    }
    expect(await calls.answered(refundReportCalls.query, LONG_AGO, tokens.edreams ?? '')).toMatchObject({
      pageList: [],
      totalCount: 0,
      totals: { count: 0, byCurrency: [] },
      byStatus: [],
      byAirline: [],
    });
  });

  it('sends the exports as their declarations say: the file, or an empty body', async () => {
    const exported = (call: FileCall, query: Record<string, string>) =>
      t.inject({
        method: 'GET',
        url: `/prod-api${call.path}`,
        query,
        headers: { 'x-token': tokens.edreams ?? '' },
      });
    const types = { xlsx: XLSX_TYPE, csv: CSV_TYPE };
    for (const call of [refundReportCalls.exportXlsx, refundReportCalls.exportCsv]) {
      const file = await exported(call, { startTime: today(), endTime: today() });
      expect(file.statusCode, call.path).toBe(200);
      expect(file.headers['content-type']).toBe(types[call.answer.file]);
      expect(file.rawPayload.length).toBeGreaterThan(100);
      expect((await exported(call, LONG_AGO)).rawPayload.length).toBe(0);
    }
  });

  it('refuses bad input in the words parseInput has always used, as the 400 envelope', async () => {
    const cases: [CallDeclaration, Record<string, unknown>][] = [
      [refundReportCalls.query, { pageSize: 'many' }],
      [refundReportCalls.query, { startTime: '2026-02-01', status: 'LOST' }],
      [refundReportCalls.exportXlsx, { startTime: '2026-02-10', endTime: '2026-02-01' }],
      [refundReportCalls.exportCsv, { airline: 'IBE' }],
    ];
    for (const [call, input] of cases) await calls.refusedAsParseInput(call, input, tokens.edreams ?? '');
  });

  it('refuses without a session before reading the input', async () => {
    for (const call of Object.values(refundReportCalls)) {
      const { http, body } = await calls.send(call, { pageSize: 'many' }, '');
      expect(http).toBe(403);
      expect(body).toEqual({ status: 403, message: "You don't have permission", data: null });
    }
  });
});
