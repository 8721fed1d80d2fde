import type { RefundReportData } from '@ota/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';
import { postEntry } from '../balance';

const ZONE = 'Europe/Madrid';
/** The screen's headings in English, the type's and state's codes beside their labels. */
const HEADINGS = [
  'Refund no.',
  'Order no.',
  'Airline',
  'Type',
  'Type code',
  'Status',
  'Status code',
  'Currency',
  'Application amount',
  'Confirmed amount',
  'Service charge',
  'Credited',
  'Credited (EUR)',
  'Created',
  'Finished',
  'Days taken',
];
/** The week of the test refunds, far from the demo's: Monday 1 to Sunday 7 March 2021. */
const WEEK = 'startTime=2021-03-01&endTime=2021-03-07';

interface TestRefund {
  no: string;
  platform: number;
  status: string;
  currency?: string;
  /** Local (Madrid) times. */
  created: string;
  finished?: string;
  application: string;
  confirmed?: string;
  credited?: string;
  airline?: string;
}

const REFUNDS: TestRefund[] = [
  // The week's first instant in Madrid: in.
  {
    no: 'RFT00000001',
    platform: 2,
    status: 'REFUNDED',
    created: '2021-03-01 00:00:00',
    finished: '2021-03-01 23:59:59',
    application: '100.10',
    confirmed: '90.05',
    credited: '90.05',
  },
  // Opened a minute before midnight, finished two minutes later: the next business day, 1 day taken.
  {
    no: 'RFT00000002',
    platform: 2,
    status: 'REFUNDED',
    created: '2021-03-02 23:59:00',
    finished: '2021-03-03 00:01:00',
    application: '55.55',
    confirmed: '50.01',
    credited: '50.01',
    airline: 'EZ',
  },
  {
    no: 'RFT00000003',
    platform: 2,
    status: 'CANCELLED',
    created: '2021-03-04 12:00:00',
    finished: '2021-03-09 08:00:00',
    application: '12.34',
  },
  { no: 'RFT00000004', platform: 2, status: 'QUOTED', created: '2021-03-07 23:59:59', application: '7.77' },
  {
    no: 'RFT00000005',
    platform: 2,
    status: 'AIRLINE_REJECTED',
    currency: 'USD',
    created: '2021-03-05 09:00:00',
    finished: '2021-03-06 10:00:00',
    application: '200.00',
    airline: 'OL',
  },
  // Outside the week in Madrid (though inside it in UTC for the first).
  {
    no: 'RFT00000006',
    platform: 2,
    status: 'REFUNDED',
    created: '2021-03-08 00:00:00',
    finished: '2021-03-08 01:00:00',
    application: '9.99',
    confirmed: '9.99',
    credited: '9.99',
  },
  { no: 'RFT00000007', platform: 2, status: 'QUOTED', created: '2021-02-28 23:59:59', application: '1.00' },
  // Another platform's refund in the week.
  {
    no: 'RFT00000008',
    platform: 1,
    status: 'REFUNDED',
    created: '2021-03-03 10:00:00',
    finished: '2021-03-04 10:00:00',
    application: '33.00',
    confirmed: '30.00',
    credited: '30.00',
  },
];

describe.each(testEngines())('refund report (%s)', (engine) => {
  const t = useTestApp(engine, { config: { timeZone: ZONE } });
  const tokens: Record<string, string> = {};

  const get = (user: string, url: string, language = 'en') =>
    t.inject({
      method: 'GET',
      url: `/prod-api${url}`,
      headers: { 'x-token': tokens[user] ?? '', 'accept-language': language },
    });
  const query = async (user: string, params: string) =>
    (
      await t.inject({
        method: 'POST',
        url: `/prod-api/edreams/refund/queryData?${params}`,
        headers: { 'x-token': tokens[user] ?? '' },
      })
    ).json<{ status: number; message: string; data: RefundReportData }>();

  async function insertRefund(refund: TestRefund) {
    const db = t.database.db;
    const [order] = await queryRows<{ id: number; order_no: string; account_id: number }>(
      db,
      sql`select o.id::int as id, o.order_no, a.id as account_id from orders o
        join accounts a on a.platform_type = o.platform_type and a.currency = 'EUR'
        where o.platform_type = ${refund.platform} and o.currency = 'EUR' order by o.id limit 1`,
    );
    if (!order) throw new Error('no demo order');
    const created = sql`${refund.created}::timestamp at time zone ${ZONE}`;
    const [inserted] = await queryRows<{ id: number }>(
      db,
      sql`insert into after_sales_cases (kind, case_no, order_id, platform_type, order_no, pnr, airline,
          passenger_names, segment_summary, sub_type, status, passenger_ids, segment_ids, application_amount,
          confirmed_amount, service_charge, currency, created_by, created_at, updated_by)
        values ('REFUND', ${refund.no}, ${order.id}, ${refund.platform}, ${order.order_no}, 'ABC123',
          ${refund.airline ?? 'DA'}, 'Ana Garcia', 'DA1 MAD-CDG', 'VOLUNTARY', ${refund.status}, '{}', '{}',
          ${refund.application}, ${refund.confirmed ?? null}, '5.00', ${refund.currency ?? 'EUR'}, 'test',
          ${created}, 'test')
        returning id::int as id`,
    );
    if (!inserted) throw new Error('not inserted');
    if (refund.finished)
      await db.execute(sql`insert into case_records (case_id, create_time, operator, action, to_status, content)
        values (${inserted.id}, ${refund.finished}::timestamp at time zone ${ZONE}, 'test', 'MOVE',
          ${refund.status}, 'moved')`);
    if (refund.credited) {
      const amount = refund.credited;
      const entry = await db.transaction((tx) =>
        postEntry(tx, {
          accountId: order.account_id,
          type: 'REFUND_CREDIT',
          amount,
          reference: refund.no,
          operator: 'test',
        }),
      );
      await db.execute(sql`insert into case_money_effects (case_id, effect, ledger_entry_id)
        values (${inserted.id}, 'REFUND_CREDIT', ${entry.id})`);
    }
  }

  beforeAll(async () => {
    for (const name of ['admin', 'edreams', 'operator', 'support']) tokens[name] = await t.login(name);
    for (const refund of REFUNDS) await insertRefund(refund);
  });

  /** The sums computed straight from the cases and the ledger, not through the report's SQL. */
  async function independentSums(platform: number) {
    const [sums] = await queryRows<{ count: number; application: string; credited: string }>(
      t.database.db,
      sql`select count(*)::int as count, sum(c.application_amount)::text as application,
          (select coalesce(sum(l.amount), 0)::text from ledger_entries l
            where l.type = 'REFUND_CREDIT' and l.reference in (select c2.case_no from after_sales_cases c2
              where c2.kind = 'REFUND' and c2.platform_type = ${platform}
                and c2.created_at >= timestamptz '2021-03-01 00:00:00 Europe/Madrid'
                and c2.created_at < timestamptz '2021-03-08 00:00:00 Europe/Madrid')) as credited
        from after_sales_cases c
        where c.kind = 'REFUND' and c.platform_type = ${platform}
          and c.created_at >= timestamptz '2021-03-01 00:00:00 Europe/Madrid'
          and c.created_at < timestamptz '2021-03-08 00:00:00 Europe/Madrid'`,
    );
    return sums;
  }

  it('lists the week’s refunds of the platform with totals equal to the cases and the ledger', async () => {
    const body = await query('edreams', `${WEEK}&pageSize=50`);
    expect(body.status).toBe(200);
    const { data } = body;
    expect(data.pageList.map((row) => row.refundNo)).toEqual([
      'RFT00000001',
      'RFT00000002',
      'RFT00000003',
      'RFT00000005',
      'RFT00000004',
    ]);
    const sums = await independentSums(2);
    expect(data.totalCount).toBe(sums?.count);
    expect(data.totals.count).toBe(5);
    expect(data.totals.creditedAmountEur).toBe(sums?.credited);
    expect(data.totals.creditedAmountEur).toBe('140.06');
    const eur = data.totals.byCurrency.find((sum) => sum.currency === 'EUR');
    const usd = data.totals.byCurrency.find((sum) => sum.currency === 'USD');
    expect(eur).toMatchObject({ count: 4, applicationAmount: '175.76', confirmedAmount: '140.06' });
    expect(eur?.creditedAmount).toBe('140.06');
    expect(usd).toMatchObject({ count: 1, applicationAmount: '200.00', creditedAmount: '0.00' });
    expect(sums?.application).toBe('375.76');
    expect(data.byStatus).toContainEqual({ key: 'REFUNDED', count: 2, creditedAmountEur: '140.06' });
    expect(data.byAirline.map((group) => group.key).sort()).toEqual(['DA', 'EZ', 'OL']);
  });

  it('counts the days taken in business days of the time zone, null while open', async () => {
    const { data } = await query('edreams', WEEK);
    const byNo = new Map(data.pageList.map((row) => [row.refundNo, row]));
    expect(byNo.get('RFT00000001')).toMatchObject({
      createTime: '2021-03-01 00:00:00',
      finishTime: '2021-03-01 23:59:59',
      daysTaken: 0,
    });
    expect(byNo.get('RFT00000002')).toMatchObject({ finishTime: '2021-03-03 00:01:00', daysTaken: 1 });
    expect(byNo.get('RFT00000003')?.daysTaken).toBe(5);
    expect(byNo.get('RFT00000004')).toMatchObject({ finishTime: null, daysTaken: null });
  });

  it('filters by state and airline; pages keep the totals of the whole range', async () => {
    const refunded = await query('edreams', `${WEEK}&status=REFUNDED`);
    expect(refunded.data.pageList.map((row) => row.refundNo)).toEqual(['RFT00000001', 'RFT00000002']);
    const ez = await query('edreams', `${WEEK}&airline=ez`);
    expect(ez.data.pageList.map((row) => row.refundNo)).toEqual(['RFT00000002']);
    const page = await query('edreams', `${WEEK}&pageSize=2&pageNum=2`);
    expect(page.data.pageList.map((row) => row.refundNo)).toEqual(['RFT00000003', 'RFT00000005']);
    expect(page.data.totalCount).toBe(5);
  });

  it('shows each platform its own refunds: onefly users theirs, users without a platform edreams', async () => {
    const admin = await query('admin', WEEK);
    expect(admin.data.pageList.map((row) => row.refundNo)).toEqual(['RFT00000008']);
    expect(admin.data.totals.creditedAmountEur).toBe((await independentSums(1))?.credited);
    const support = await query('support', WEEK);
    expect(support.data.totalCount).toBe(5);
  });

  it('defaults to the last full Monday–Sunday week', async () => {
    const { data } = await query('edreams', '');
    expect(new Date(`${data.startTime}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(new Date(`${data.endTime}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(Date.parse(data.endTime) - Date.parse(data.startTime)).toBe(6 * 86_400_000);
    expect(Date.parse(data.endTime)).toBeLessThan(Date.now());
  });

  it('refuses a range that ends before it starts or is longer than a year, naming the field', async () => {
    const backwards = await query('edreams', 'startTime=2021-03-07&endTime=2021-03-01');
    expect(backwards).toMatchObject({ status: 400, message: expect.stringContaining('endTime') });
    const long = await query('edreams', 'startTime=2020-01-01&endTime=2021-01-01');
    expect(long).toMatchObject({ status: 400, message: expect.stringContaining('endTime') });
    const bad = await query('edreams', 'startTime=2021-02-30&endTime=2021-03-01');
    expect(bad).toMatchObject({ status: 400, message: expect.stringContaining('startTime') });
    const file = await get('edreams', '/edreams/refund/exportCsv?startTime=2021-03-07&endTime=2021-03-01');
    expect(file.headers['content-type']).toContain('application/json');
    expect(file.json()).toMatchObject({ status: 400, message: expect.stringContaining('endTime') });
  });

  it('answers HTTP 403 without 1008-2 on every call', async () => {
    for (const url of [`/edreams/refund/exportRefundOrderInfo?${WEEK}`, `/edreams/refund/exportCsv?${WEEK}`])
      expect((await get('operator', url)).statusCode).toBe(403);
    const post = await t.inject({
      method: 'POST',
      url: `/prod-api/edreams/refund/queryData?${WEEK}`,
      headers: { 'x-token': tokens.operator ?? '' },
    });
    expect(post.statusCode).toBe(403);
    expect((await t.inject({ method: 'POST', url: '/prod-api/edreams/refund/queryData' })).statusCode).toBe(
      403,
    );
  });

  it('exports the rows and totals of the screen as .xlsx, named after the domain', async () => {
    const response = await get('edreams', `/edreams/refund/exportRefundOrderInfo?${WEEK}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain(
      'filename="edreams Weekly Refund Report_Mar 1 - Mar 7 2021.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const values = (n: number) => ((sheet?.getRow(n).values as unknown[]) ?? []).slice(1);
    expect(values(1)).toEqual(HEADINGS);
    expect(values(2).slice(0, 2)).toEqual(['RFT00000001', expect.any(String)]);
    expect(values(2).slice(3, 7)).toEqual(['Voluntary', 'VOLUNTARY', 'Refunded', 'REFUNDED']);
    expect(values(2)[HEADINGS.indexOf('Credited')]).toBe(90.05);
    expect(sheet?.rowCount).toBe(1 + 5 + 3);
    expect(values(9).slice(0, 2)).toEqual(['Total credited (EUR)', '5 refunds']);
    expect(values(9)[HEADINGS.indexOf('Credited (EUR)')]).toBe(140.06);
  });

  it('exports the same as CSV, and names the files after BRAND when it is set', async () => {
    const response = await get('edreams', `/edreams/refund/exportCsv?${WEEK}`);
    expect(response.headers['content-disposition']).toContain(
      'filename="edreams Weekly Refund Report_Mar 1 - Mar 7 2021.csv"',
    );
    const lines = response.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\n');
    expect(lines[0]).toBe(HEADINGS.join(','));
    expect(lines.slice(1, 6).map((line) => line.split(',')[0])).toEqual([
      'RFT00000001',
      'RFT00000002',
      'RFT00000003',
      'RFT00000005',
      'RFT00000004',
    ]);
    expect(lines[2]).toContain(
      ',Voluntary,VOLUNTARY,Refunded,REFUNDED,EUR,55.55,50.01,5.00,50.01,50.01,2021-03-02 23:59:00,2021-03-03 00:01:00,1',
    );
    expect(lines.at(-1)).toBe('Total credited (EUR),5 refunds,,,,,,,,,,,140.06,,,');

    const zh = await get('edreams', `/edreams/refund/exportCsv?${WEEK}`, 'zh');
    const zhLines = zh.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\n');
    expect(zhLines[0]?.split(',').slice(0, 7)).toEqual([
      '退款单号',
      '订单号',
      '航司',
      '类型',
      '类型代码',
      '状态',
      '状态代码',
    ]);
    expect(zhLines[2]).toContain(',自愿退票,VOLUNTARY,已退款,REFUNDED,EUR,55.55,');
    expect(zhLines.at(-1)).toBe('已退回合计 (EUR),5 笔退款,,,,,,,,,,,140.06,,,');

    const branded = await t.rebuild({ brand: 'OneFly' });
    const again = await branded.inject({
      method: 'GET',
      url: `/prod-api/edreams/refund/exportCsv?${WEEK}`,
      headers: { 'x-token': tokens.edreams ?? '' },
    });
    expect(again.headers['content-disposition']).toContain(
      'filename="OneFly Weekly Refund Report_Mar 1 - Mar 7 2021.csv"',
    );
  });

  it('values a refund credited in another currency with the rate of the credit’s day', async () => {
    const db = t.database.db;
    // USD per EUR: 1.2 on Monday 5 April 2021; Tuesday has no rate of its own and takes Monday's.
    await db.execute(sql`insert into exchange_rates (currency, day, rate, source, updated_by)
      values ('USD', '2021-04-05', 1.2, 'entered', 'test'), ('USD', '2021-04-12', 1.5, 'entered', 'test')`);
    const [ids] = await queryRows<{ account: number; order: number; order_no: string }>(
      db,
      sql`with a as (insert into accounts (platform_type, currency) values (2, 'USD') returning id)
        select (select id::int from a) as account, o.id::int as order, o.order_no from orders o
        where o.platform_type = 2 order by o.id limit 1`,
    );
    if (!ids) throw new Error('no demo order');
    const [refund] = await queryRows<{ id: number }>(
      db,
      sql`insert into after_sales_cases (kind, case_no, order_id, platform_type, order_no, pnr, airline,
          passenger_names, segment_summary, sub_type, status, passenger_ids, segment_ids, application_amount,
          service_charge, currency, created_by, created_at, updated_by)
        values ('REFUND', 'RFT00000009', ${ids.order}, 2, ${ids.order_no}, 'ABC123', 'DA', 'Ana Garcia', '',
          'VOLUNTARY', 'REFUNDED', '{}', '{}', '60.00', '0', 'USD', 'test',
          timestamp '2021-04-05 10:00:00' at time zone ${ZONE}, 'test')
        returning id::int as id`,
    );
    const [entry] = await queryRows<{ id: number }>(
      db,
      sql`insert into ledger_entries (account_id, type, amount, balance_after, reference, operator, created_at)
        values (${ids.account}, 'REFUND_CREDIT', 60.00, 60.00, 'RFT00000009', 'test',
          timestamp '2021-04-06 10:00:00' at time zone ${ZONE})
        returning id::int as id`,
    );
    await db.execute(sql`insert into case_money_effects (case_id, effect, ledger_entry_id)
      values (${refund?.id}, 'REFUND_CREDIT', ${entry?.id})`);

    const { data } = await query('edreams', 'startTime=2021-04-05&endTime=2021-04-11');
    expect(data.pageList).toMatchObject([
      { refundNo: 'RFT00000009', creditedAmount: '60.00', creditedAmountEur: '50.00' },
    ]);
    expect(data.totals.creditedAmountEur).toBe('50.00');
  });

  it('answers an empty body for a range without refunds', async () => {
    for (const path of ['exportRefundOrderInfo', 'exportCsv']) {
      const response = await get(
        'edreams',
        `/edreams/refund/${path}?startTime=2019-01-07&endTime=2019-01-13`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('');
    }
    const { data } = await query('edreams', 'startTime=2019-01-07&endTime=2019-01-13');
    expect(data).toMatchObject({ totalCount: 0, pageList: [], byStatus: [], byAirline: [] });
    expect(data.totals).toEqual({ count: 0, creditedAmountEur: '0.00', byCurrency: [] });
  });
});
