import { FINANCIAL_COLUMNS, type FinancialReport, type ApiEnvelope } from '@ota/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { form, useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';
import { paidOrder } from '../../test/factories';
import { centsToDecimal, toCents } from '../../platform/money';
import { namePrefix } from './financial.service';

/** The last 365 days: every paid demo order and case movement up to today falls in it. */
const today = new Date();
const WIDE = {
  startTime: new Date(today.getTime() - 365 * 86_400_000).toISOString().slice(0, 10),
  endTime: today.toISOString().slice(0, 10),
};

/** The screen's headings, then each amount in EUR. */
const AMOUNT_HEADINGS = [
  'Sales',
  'Taxes',
  'Fees',
  'Ancillaries',
  'Changes',
  'Refunds',
  'Voids',
  'Compensation',
];
const EXPORT_HEADINGS = [
  'Day',
  'Order no.',
  'Currency',
  ...[...AMOUNT_HEADINGS, 'External', 'Net'],
  ...[...AMOUNT_HEADINGS, 'External', 'Net'].map((heading) => `${heading} (EUR)`),
];

const sum = (values: readonly string[]) => centsToDecimal(values.reduce((a, v) => a + toCents(v), 0n));

/** A small deterministic random sequence (mulberry32), so a failure can be replayed. */
function randomOf(seed: number) {
  let s = seed;
  return () => {
    s = (s + 0x6d2b79f5) | 0;
    let t = Math.imul(s ^ (s >>> 15), 1 | s);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe.each(testEngines())('financial reports (%s)', (engine) => {
  const t = useTestApp(engine);

  const call = async (
    user: string,
    method: 'GET' | 'POST',
    url: string,
    body: Pick<InjectOptions, 'payload' | 'headers'> = {},
  ) =>
    t.inject({
      method,
      url: `/prod-api${url}`,
      payload: body.payload,
      headers: { ...(body.headers as Record<string, string> | undefined), 'x-token': await t.login(user) },
    });
  const report = async (user: string, url: string) =>
    (await call(user, 'POST', url)).json<ApiEnvelope<FinancialReport>>();
  const query = (range: { startTime: string; endTime: string }, size = 500) =>
    `startTime=${range.startTime}&endTime=${range.endTime}&pageNum=1&pageSize=${size}`;

  /** What the orders, cases and ledger hold for the range, summed a second way (EUR: demo accounts are EUR). */
  async function independent(platform: number, range: { startTime: string; endTime: string }) {
    const tz = t.config.timeZone;
    const [orders] = await queryRows<{ sales: string; taxes: string; fees: string }>(
      t.database.db,
      sql`select coalesce(sum(total_price_eur), 0)::text as sales, coalesce(sum(taxes), 0)::text as taxes,
          coalesce(sum(fees), 0)::text as fees
        from orders where platform_type = ${platform} and paid_at is not null
          and (paid_at at time zone ${tz})::date between ${range.startTime}::date and ${range.endTime}::date`,
    );
    const moves = await queryRows<{ kind: string; total: string }>(
      t.database.db,
      sql`select c.kind, sum(-e.amount)::text as total from ledger_entries e
        join accounts a on a.id = e.account_id and a.platform_type = ${platform}
        join after_sales_cases c on c.case_no = e.reference
        where (e.created_at at time zone ${tz})::date between ${range.startTime}::date and ${range.endTime}::date
        group by c.kind`,
    );
    const of = (...kinds: string[]) => sum(moves.filter((m) => kinds.includes(m.kind)).map((m) => m.total));
    const [external] = await queryRows<{ total: string }>(
      t.database.db,
      sql`select coalesce(sum(amount_eur), 0)::text as total from financial_lines
        where platform_type = ${platform} and day between ${range.startTime}::date and ${range.endTime}::date`,
    );
    const columns = {
      sales: orders?.sales ?? '0',
      ancillaries: of('BAGGAGE', 'SEAT'),
      changes: of('TICKET_CHANGE'),
      refunds: of('REFUND'),
      voids: of('VOID_TICKET'),
      compensation: of('COMPENSATION'),
      external: external?.total ?? '0',
    };
    return {
      ...columns,
      net: sum(Object.values(columns)),
      taxes: orders?.taxes ?? '0',
      fees: orders?.fees ?? '0',
    };
  }

  it('totals equal the orders, cases and ledger of the range, summed apart, to the cent', async () => {
    for (const [user, url, platform] of [
      ['admin', '/financial/queryData', 1],
      ['edreams', '/edreams/financial/queryData', 2],
    ] as const) {
      const body = await report(user, `${url}?${query(WIDE)}`);
      expect(body.status).toBe(200);
      const expected = await independent(platform, WIDE);
      const { eur } = body.data.totals;
      for (const column of [
        'sales',
        'ancillaries',
        'changes',
        'refunds',
        'voids',
        'compensation',
        'external',
        'net',
      ] as const)
        expect(toCents(eur[column]), `${user} ${column}`).toBe(toCents(expected[column]));
      expect(toCents(eur.sales)).toBeGreaterThan(0n);
      // Each original currency's taxes and fees are those of the orders paid in it.
      const perCurrency = await queryRows<{ currency: string; taxes: string; fees: string }>(
        t.database.db,
        sql`select currency, sum(taxes)::text as taxes, sum(fees)::text as fees from orders
          where platform_type = ${platform} and paid_at is not null
            and (paid_at at time zone ${t.config.timeZone})::date between ${WIDE.startTime}::date and ${WIDE.endTime}::date
          group by currency`,
      );
      for (const { currency, taxes, fees } of perCurrency) {
        const totals = body.data.totals.byCurrency.find((total) => total.currency === currency);
        expect([totals?.taxes, totals?.fees], `${user} ${currency}`).toEqual([taxes, fees]);
      }
      // The rows of every page add up to the totals, and the chart's days too.
      const all = [...body.data.pageList];
      for (let page = 2; all.length < body.data.totalCount; page++) {
        const next = await report(user, `${url}?${query(WIDE)}`.replace('pageNum=1', `pageNum=${page}`));
        expect(next.data.pageList.length, `page ${page}`).toBeGreaterThan(0);
        all.push(...next.data.pageList);
      }
      expect(sum(all.map((row) => row.netEur))).toBe(centsToDecimal(toCents(eur.net)));
      expect(sum(body.data.days.map((day) => day.net))).toBe(centsToDecimal(toCents(eur.net)));
    }
  });

  it('after random payments, refunds, voids, changes and extras the report equals the ledger', async () => {
    const random = randomOf(20_190_107);
    const range = { startTime: '2019-01-07', endTime: '2019-01-13' };
    const [account] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from accounts where platform_type = 1 and currency = 'EUR'`,
    );
    const kinds = [
      ['REFUND', 'RX', 'REFUND_CREDIT', 1],
      ['VOID_TICKET', 'VX', 'VOID_REVERSAL', 1],
      ['TICKET_CHANGE', 'TX', 'CHANGE_DEBIT', -1],
      ['BAGGAGE', 'BX', 'ANCILLARY_DEBIT', -1],
      ['COMPENSATION', 'CX', 'COMPENSATION', -1],
    ] as const;
    for (let i = 1; i <= 40; i += 1) {
      const price = centsToDecimal(BigInt(Math.floor(random() * 90_000) + 1_000));
      const at = `2019-01-${String(7 + Math.floor(random() * 7)).padStart(2, '0')} ${String(Math.floor(random() * 24)).padStart(2, '0')}:30:00`;
      const orderNo = `PT${String(i).padStart(6, '0')}`;
      const [order] = await queryRows<{ id: number }>(
        t.database.db,
        sql`insert into orders (order_no, platform_type, channel, airline, pnr, dep_airport, arr_airport, route,
            travel_type, status, book_time, paid_at, depart_time, currency, total_price, total_price_eur, taxes,
            passenger_name, passenger_names)
          values (${orderNo}, 1, 'WEB', 'DA', 'ABC123', 'MAD', 'CDG', 'MAD-CDG', 1, 'TICKETED',
            ${at}::timestamp at time zone ${t.config.timeZone}, ${at}::timestamp at time zone ${t.config.timeZone},
            timestamp '2019-03-01 10:00:00', 'EUR', ${price}, ${price}, 10, 'Ana Garcia', 'ana garcia')
          returning id::int as id`,
      );
      await t.database.db
        .execute(sql`insert into ledger_entries (account_id, type, amount, balance_after, reference,
          operator, created_at)
        values (${account?.id}, 'BOOKING_DEBIT', ${`-${price}`}, 0, ${orderNo}, 'test',
          ${at}::timestamp at time zone ${t.config.timeZone})`);
      const moves = Math.floor(random() * 3);
      for (let m = 0; m < moves; m += 1) {
        const [kind, prefix, type, sign] = kinds[Math.floor(random() * kinds.length)] ?? kinds[0];
        const amount = centsToDecimal(BigInt(Math.floor(random() * 20_000) + 1) * BigInt(sign));
        const caseNo = `${prefix}${String(i * 10 + m).padStart(8, '0')}`;
        await t.database.db.execute(sql`insert into after_sales_cases (kind, case_no, order_id, platform_type,
            order_no, pnr, airline, passenger_names, segment_summary, sub_type, status, passenger_ids,
            segment_ids, currency, created_by, updated_by)
          values (${kind}, ${caseNo}, ${order?.id}, 1, ${orderNo}, 'ABC123', 'DA', '', '', 'TEST', 'DONE',
            '{}', '{}', 'EUR', 'test', 'test')`);
        await t.database.db.execute(sql`insert into ledger_entries (account_id, type, amount, balance_after,
            reference, operator, created_at)
          values (${account?.id}, ${type}, ${amount}, 0, ${caseNo}, 'test',
            ${at}::timestamp at time zone ${t.config.timeZone} + interval '1 hour')`);
      }
    }
    const [ledger] = await queryRows<{ total: string }>(
      t.database.db,
      sql`select sum(-amount)::text as total from ledger_entries
        where account_id = ${account?.id} and type not in ('TOP_UP', 'ADJUSTMENT')
          and (created_at at time zone ${t.config.timeZone})::date between '2019-01-07' and '2019-01-13'`,
    );
    const body = await report('admin', `/financial/queryData?${query(range, 10)}`);
    expect(body.data.totalCount).toBeGreaterThanOrEqual(40);
    expect(body.data.pageList).toHaveLength(10);
    expect(toCents(body.data.totals.eur.net)).toBe(toCents(ledger?.total ?? '0'));
    expect(body.data.totals.eur.taxes).toBe('400.00');
    const expected = await independent(1, range);
    for (const column of ['sales', 'refunds', 'voids', 'changes', 'ancillaries', 'compensation'] as const)
      expect(toCents(body.data.totals.eur[column]), column).toBe(toCents(expected[column]));
    expect(body.data.days).toHaveLength(7);
  });

  it('values what is not EUR with the rate of its day, else the latest earlier one, else the order’s', async () => {
    const tz = t.config.timeZone;
    const db = t.database.db;
    // USD per EUR: 1.25 from Feb 4 (Feb 5 has none of its own), 1.1 from Feb 6; no GBP rate in 2019.
    await db.execute(sql`insert into exchange_rates (currency, day, rate, source, updated_by)
      values ('USD', '2019-02-04', 1.25, 'entered', 'test'), ('USD', '2019-02-06', 1.1, 'entered', 'test')`);
    const [usd] = await queryRows<{ id: number }>(
      db,
      sql`insert into accounts (platform_type, currency) values (1, 'USD') returning id::int as id`,
    );
    const [eurAccount] = await queryRows<{ id: number }>(
      db,
      sql`select id::int as id from accounts where platform_type = 1 and currency = 'EUR'`,
    );
    const order = async (
      no: string,
      currency: string,
      paid: string,
      money: [string, string, string, string],
    ) => {
      const [total, totalEur, taxes, fees] = money;
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`insert into orders (order_no, platform_type, channel, airline, pnr, dep_airport, arr_airport, route,
            travel_type, status, book_time, paid_at, depart_time, currency, total_price, total_price_eur, taxes,
            fees, passenger_name, passenger_names)
          values (${no}, 1, 'WEB', 'DA', 'ABC123', 'JFK', 'MAD', 'JFK-MAD', 1, 'TICKETED',
            ${paid}::timestamp at time zone ${tz}, ${paid}::timestamp at time zone ${tz}, timestamp '2019-03-01 10:00:00',
            ${currency}, ${total}, ${totalEur}, ${taxes}, ${fees}, 'Ana Garcia', 'ana garcia')
          returning id::int as id`,
      );
      return row?.id ?? 0;
    };
    const refund = async (orderId: number, caseNo: string, accountId: number, amount: string, at: string) => {
      await db.execute(sql`insert into after_sales_cases (kind, case_no, order_id, platform_type, order_no, pnr,
          airline, passenger_names, segment_summary, sub_type, status, passenger_ids, segment_ids, currency,
          created_by, updated_by)
        values ('REFUND', ${caseNo}, ${orderId}, 1, 'X', 'ABC123', 'DA', '', '', 'TEST', 'REFUNDED', '{}', '{}',
          'USD', 'test', 'test')`);
      await db.execute(sql`insert into ledger_entries (account_id, type, amount, balance_after, reference,
          operator, created_at)
        values (${accountId}, 'REFUND_CREDIT', ${amount}, 0, ${caseNo}, 'test', ${at}::timestamp at time zone ${tz})`);
    };
    // Booked at 0.88 EUR per USD: the report must not use that rate while the day has one.
    const first = await order('RT000001', 'USD', '2019-02-04 10:00:00', [
      '125.00',
      '110.00',
      '12.50',
      '3.33',
    ]);
    const second = await order('RT000002', 'USD', '2019-02-05 23:30:00', ['50.00', '44.00', '25.00', '0.00']);
    await order('RT000003', 'GBP', '2019-02-08 09:00:00', ['86.00', '100.00', '8.60', '0.00']);
    await refund(first, 'RXR0000001', usd?.id ?? 0, '11.00', '2019-02-06 12:00:00');
    await refund(second, 'RXR0000002', eurAccount?.id ?? 0, '8.00', '2019-02-07 12:00:00');

    const range = { startTime: '2019-02-04', endTime: '2019-02-10' };
    const body = await report('admin', `/financial/queryData?${query(range)}`);
    const byCurrency = Object.fromEntries(
      body.data.totals.byCurrency.map((total) => [total.currency, total]),
    );
    // 12.50 / 1.25 + 25.00 / 1.25 (Feb 5 takes Feb 4's rate) + 8.60 at the GBP order's own rate.
    expect(body.data.totals.eur.taxes).toBe('40.00');
    expect(byCurrency.USD?.taxesEur).toBe('30.00');
    expect(byCurrency.USD?.feesEur).toBe('2.66');
    expect(byCurrency.GBP?.taxesEur).toBe('10.00');
    // Sales are what the EUR account was charged: the orders' own EUR totals.
    expect(body.data.totals.eur.sales).toBe('254.00');
    // 11.00 USD credited on Feb 6 at 1.1; 8.00 EUR on Feb 7 is -8.80 in the order's USD at Feb 6's 1.1.
    expect(byCurrency.USD?.refunds).toBe('-19.80');
    expect(byCurrency.USD?.refundsEur).toBe('-18.00');
    const row = body.data.pageList.find((line) => line.orderNo === 'RT000001' && line.day === '2019-02-04');
    expect(row?.taxesEur).toBe('10.00');
  });

  it('defaults to the last full Monday–Sunday week', async () => {
    const body = await report('admin', '/financial/queryData');
    expect(body.status).toBe(200);
    const start = new Date(`${body.data.startTime}T00:00:00Z`);
    expect(start.getUTCDay()).toBe(1);
    expect(new Date(`${body.data.endTime}T00:00:00Z`).getUTCDay()).toBe(0);
    expect(Date.parse(`${body.data.endTime}T00:00:00Z`) - start.getTime()).toBe(6 * 86_400_000);
  });

  it('refuses a bad range naming the field, in the envelope, for the list and the exports', async () => {
    for (const [url, message] of [
      [
        '/financial/queryData?startTime=2026-02-10&endTime=2026-02-01',
        'endTime must not be before startTime',
      ],
      ['/financial/queryData?startTime=2024-01-01&endTime=2025-06-01', 'endTime must be less than 366 days'],
      ['/financial/queryData?startTime=2026-02-30&endTime=2026-03-01', 'startTime must be a date'],
      ['/financial/queryData?startTime=2026-02-01', 'endTime is required'],
    ] as const) {
      const body = await report('admin', url);
      expect(body.status, url).toBe(400);
      expect(body.message).toContain(message);
    }
    const refused = await call('admin', 'GET', '/financial/export?startTime=2026-02-10&endTime=2026-02-01');
    expect(refused.headers['content-type']).toContain('application/json');
    expect(refused.json<ApiEnvelope<null>>().message).toContain('endTime');
  });

  it('answers 403 without 1003-1 / 1008-1, and edreams only through its own list', async () => {
    for (const url of [
      ['POST', '/financial/queryData'],
      ['GET', '/financial/export'],
      ['GET', '/financial/exportCsv'],
      ['POST', '/edreams/financial/queryData'],
      ['GET', '/edreams/financial/export'],
      ['GET', '/edreams/financial/exportCsv'],
      ['POST', '/edreams/financial/addFinancialData'],
    ] as const)
      expect((await call('operator', url[0], url[1])).statusCode, url[1]).toBe(403);
    // admin (platform 1) holds 1008-1: the second platform's list shows it its own platform's figures,
    // never empty: an order of its own is paid today.
    await paidOrder(t);
    const own = await call('admin', 'POST', '/edreams/financial/queryData');
    expect(own.statusCode).toBe(200);
    const rows = own.json<ApiEnvelope<{ pageList: { orderNo: string }[] }>>().data.pageList;
    expect(rows.length).toBeGreaterThan(0);
    const platforms = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where platform_type <> 1 and order_no in ${rows.map((r) => r.orderNo)}`,
    );
    expect(platforms[0]?.n).toBe(0);
  });

  it('edreams sees only its platform, and adds an outside line once', async () => {
    const [order] = await queryRows<{ order_no: string; paid: string }>(
      t.database.db,
      sql`select order_no, to_char(paid_at at time zone ${t.config.timeZone}, 'YYYY-MM-DD') as paid from orders
        where platform_type = 2 and paid_at is not null order by id limit 1`,
    );
    const [onefly] = await queryRows<{ order_no: string }>(
      t.database.db,
      sql`select order_no from orders where platform_type = 1 order by id limit 1`,
    );
    const fields = {
      reference: 'INV-2026-0001/7',
      orderNo: order?.order_no ?? '',
      day: order?.paid ?? '',
      currency: 'EUR',
      amount: '12.34',
    };
    const range = { startTime: fields.day, endTime: fields.day };
    const before = await report('edreams', `/edreams/financial/queryData?${query(range)}`);
    const added = await call('edreams', 'POST', '/edreams/financial/addFinancialData', form(fields));
    expect(added.json<ApiEnvelope<null>>()).toMatchObject({ status: 200 });
    const again = (await call('edreams', 'POST', '/edreams/financial/addFinancialData', form(fields))).json<
      ApiEnvelope<null>
    >();
    expect(again.status).toBe(400);
    expect(again.message).toContain('reference');
    const other = (
      await call(
        'edreams',
        'POST',
        '/edreams/financial/addFinancialData',
        form({ ...fields, reference: 'X1', orderNo: onefly?.order_no ?? '' }),
      )
    ).json<ApiEnvelope<null>>();
    expect(other.status).toBe(400);
    expect(other.message).toContain('orderNo');
    const usd = (
      await call(
        'edreams',
        'POST',
        '/edreams/financial/addFinancialData',
        form({ ...fields, reference: 'X2', currency: 'USD' }),
      )
    ).json<ApiEnvelope<null>>();
    expect(usd.message).toContain('amountEur');

    const after = await report('edreams', `/edreams/financial/queryData?${query(range)}`);
    expect(toCents(after.data.totals.eur.external) - toCents(before.data.totals.eur.external)).toBe(1234n);
    expect(toCents(after.data.totals.eur.net) - toCents(before.data.totals.eur.net)).toBe(1234n);
    const onePlatform = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where platform_type = 2 and order_no in ${after.data.pageList.map((r) => r.orderNo)}`,
    );
    expect(onePlatform[0]?.n).toBe(after.data.pageList.length);
    // A platform-wide user of the first platform does not see the line.
    const admin = await report('admin', `/financial/queryData?${query(range)}`);
    expect(admin.data.pageList.some((row) => row.orderNo === fields.orderNo)).toBe(false);
  });

  it('refuses a line out of bounds or off edreams, naming the field, and writes nothing', async () => {
    const tz = t.config.timeZone;
    const [order] = await queryRows<{ order_no: string; currency: string }>(
      t.database.db,
      sql`select order_no, currency from orders where platform_type = 2 order by id limit 1`,
    );
    const [onefly] = await queryRows<{ order_no: string }>(
      t.database.db,
      sql`select order_no from orders where platform_type = 1 order by id limit 1`,
    );
    const [days] = await queryRows<{ today: string; first: string; before: string; after: string }>(
      t.database.db,
      sql`select to_char(d, 'YYYY-MM-DD') as today, to_char(d - 365, 'YYYY-MM-DD') as first,
          to_char(d - 366, 'YYYY-MM-DD') as before, to_char(d + 1, 'YYYY-MM-DD') as after
        from (select (now() at time zone ${tz})::date as d) x`,
    );
    const lines = async () =>
      (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from financial_lines`))[0]
        ?.n;
    const base = {
      reference: 'BOUNDS-1',
      orderNo: order?.order_no ?? '',
      day: days?.today ?? '',
      currency: 'EUR',
      amount: '12.34',
    };
    const add = async (fields: Record<string, string>, user = 'edreams') =>
      (await call(user, 'POST', '/edreams/financial/addFinancialData', form(fields))).json<
        ApiEnvelope<null>
      >();
    const before = await lines();
    const refusals: [Record<string, string>, string][] = [
      [{ ...base, currency: 'NaN', amountEur: '12.34' }, 'currency: NAN is not a currency the console knows'],
      [{ ...base, currency: 'XXX', amountEur: '12.34' }, 'currency: XXX is not a currency the console knows'],
      [{ ...base, currency: 'E1R' }, 'currency must be a three-letter code'],
      [{ ...base, day: '1900-01-01' }, `day must be between ${days?.first} and ${days?.today}`],
      [{ ...base, day: '9999-12-31' }, `day must be between ${days?.first} and ${days?.today}`],
      [{ ...base, day: days?.before ?? '' }, 'day must be between'],
      [{ ...base, day: days?.after ?? '' }, 'day must be between'],
      [{ ...base, amount: '999999999999.99' }, 'amount must be between -999999.99 and 999999.99'],
      [{ ...base, amount: '1000000' }, 'amount must be between -999999.99 and 999999.99'],
      [{ ...base, amount: '-1000000.00' }, 'amount must be between -999999.99 and 999999.99'],
      [{ ...base, amount: '12.345' }, 'amount must be a number with at most 2 decimals and 12 digits'],
      [{ ...base, amount: 'NaN' }, 'amount must be a number with at most 2 decimals and 12 digits'],
      [{ ...base, amount: '0.00' }, 'amount must not be zero'],
      [
        { ...base, currency: 'USD', amountEur: '1000000' },
        'amountEur must be between -999999.99 and 999999.99',
      ],
      [{ ...base, currency: 'USD', amountEur: '-11.00' }, 'amountEur must have the sign of amount'],
      [{ ...base, amountEur: '12.00' }, 'amountEur must equal amount when currency is EUR'],
      [
        { ...base, orderNo: onefly?.order_no ?? '' },
        `orderNo: there is no edreams order ${onefly?.order_no}`,
      ],
    ];
    for (const [fields, message] of refusals) {
      const answer = await add(fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(answer.message).toContain(message);
    }
    // A user of the first platform holding 1008-1 adds nothing, on its own orders or on edreams'.
    for (const orderNo of [onefly?.order_no ?? '', base.orderNo]) {
      const answer = await add({ ...base, orderNo }, 'admin');
      expect(answer.status).toBe(400);
      expect(answer.message).toMatch(/^orderNo: /);
    }
    expect(await lines()).toBe(before);

    // The bounds themselves are in: the largest charge and credit, the first and the last day.
    expect(await add({ ...base, amount: '999999.99', day: days?.first ?? '' })).toMatchObject({
      status: 200,
    });
    expect(
      await add({
        ...base,
        reference: 'BOUNDS-2',
        currency: 'usd',
        amount: '-999999.99',
        amountEur: '-0.01',
      }),
    ).toMatchObject({ status: 200 });
    expect(
      await add(
        { ...base, reference: 'BOUNDS-3', currency: order?.currency ?? 'EUR', amountEur: '12.34' },
        'support',
      ),
    ).toMatchObject({ status: 200 });
    expect(await lines()).toBe((before ?? 0) + 3);
    // Twenty refusals and two users' calls: generous on a busy machine (timed out at 30 s in a full run).
  }, 90_000);

  it('exports the screen’s rows and totals as .xlsx and .csv with the spec’s names', async () => {
    const range = { startTime: '2019-01-07', endTime: '2019-01-13' };
    const screen = await report('admin', `/financial/queryData?${query(range)}`);
    const xlsx = await call(
      'admin',
      'GET',
      `/financial/export?startTime=${range.startTime}&endTime=${range.endTime}`,
    );
    expect(xlsx.headers['content-disposition']).toContain(
      'filename="onefly Weekly Report_Jan 7 - Jan 13 2019.xlsx"',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual([undefined, ...EXPORT_HEADINGS]);
    const rows = screen.data.totalCount;
    const netColumn = 4 + FINANCIAL_COLUMNS.length + FINANCIAL_COLUMNS.indexOf('net');
    const last = sheet?.getRow(rows + 1 + screen.data.totals.byCurrency.length + 1);
    expect(last?.getCell(1).value).toBe('Total (EUR)');
    expect(String(last?.getCell(netColumn).value)).toBe(String(Number(screen.data.totals.eur.net)));

    const csv = await call(
      'admin',
      'GET',
      `/financial/exportCsv?startTime=${range.startTime}&endTime=${range.endTime}`,
    );
    expect(csv.headers['content-disposition']).toContain(
      'filename="onefly Weekly Report_Jan 7 - Jan 13 2019.csv"',
    );
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\n');
    expect(lines[0]).toBe(EXPORT_HEADINGS.join(','));
    expect(lines).toHaveLength(1 + rows + screen.data.totals.byCurrency.length + 1);
    const csvNet = sum(lines.slice(1, rows + 1).map((line) => line.split(',')[netColumn - 1] ?? '0'));
    expect(csvNet).toBe(centsToDecimal(toCents(screen.data.totals.eur.net)));
  });

  it('exports in the reader’s language: the screen’s headings and totals lines', async () => {
    const range = 'startTime=2019-01-07&endTime=2019-01-13';
    const headers = { 'accept-language': 'zh' };
    const screen = await report('admin', `/financial/queryData?${range}&pageNum=1&pageSize=500`);
    const csv = await call('admin', 'GET', `/financial/exportCsv?${range}`, { headers });
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\n');
    expect(lines[0]?.split(',').slice(0, 4)).toEqual(['日期', '订单号', '币种', '销售']);
    expect(lines[0]?.split(',')).toContain('净额（EUR）');
    expect(lines.at(-1)).toMatch(/^合计（EUR）,,EUR,/);
    expect(lines.at(-2)).toMatch(/^合计,,[A-Z]{3},/);
    // Days and amounts stay machine-readable.
    expect(lines[1]).toMatch(/^\d{4}-\d{2}-\d{2},[^,]+,[A-Z]{3},-?\d+\.\d{2},/);
    expect(lines).toHaveLength(1 + screen.data.totalCount + screen.data.totals.byCurrency.length + 1);

    const xlsx = await call('admin', 'GET', `/financial/export?${range}`, { headers });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('财务报表');
    expect(sheet?.getRow(1).values).toEqual([undefined, ...(lines[0]?.split(',') ?? [])]);
    expect(sheet?.getRow(sheet.rowCount).getCell(1).value).toBe('合计（EUR）');
  });

  it('names the files after BRAND when it is set, and answers an empty body for an empty week', async () => {
    const app = await t.rebuild({ brand: 'SkyBrand' });
    const token = await t.login('admin');
    const response = await app.inject({
      method: 'GET',
      url: '/prod-api/financial/exportCsv?startTime=2001-01-01&endTime=2001-01-07',
      headers: { 'x-token': token },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    expect(response.headers['content-disposition']).toContain(
      'SkyBrand Weekly Report_Jan 1 - Jan 7 2001.csv',
    );
    expect(namePrefix(null, 'www.edreams.com')).toBe('edreams');
    expect(namePrefix('B', 'x.com')).toBe('B');
  });
});
