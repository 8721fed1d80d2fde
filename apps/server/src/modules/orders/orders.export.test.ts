import http from 'node:http';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';

const BULK = 100_000;

/** The headings of both files in English: the list's titles, each enum's code beside its label. */
const HEADINGS = [
  'Order number',
  'Platform',
  'Platform code',
  'Status',
  'Status code',
  'Booked',
  'Confirmed',
  'Departure',
  'Return',
  'Trip',
  'Trip code',
  'Route',
  'Flights',
  'Airline',
  'PNR',
  'Passenger',
  'Passenger e-mail',
  'Passengers',
  'Channel',
  'Channel code',
  'Client',
  'Branch',
  'Currency',
  'Total',
  'Taxes',
  'Fees',
  'Seats',
  'Seats (EUR)',
  'Baggage',
  'Baggage (EUR)',
  'Cabin baggage',
  'Cabin baggage (EUR)',
  'Payment account',
];

const openConnections = (app: FastifyInstance) =>
  new Promise<number>((done, fail) =>
    app.server.getConnections((error, n) => (error ? fail(error) : done(n))),
  );

describe.each(testEngines())('order exports (%s)', (engine) => {
  const t = useTestApp(engine);

  const get = async (user: string, url: string, language = 'en') =>
    t.inject({
      method: 'GET',
      url: `/prod-api${url}`,
      headers: { 'x-token': await t.login(user), 'accept-language': language },
    });

  /** 100,000 bare edreams orders booked in the first week of 2020, far from the demo's (once). */
  let bulk: Promise<void> | undefined;
  // A drizzle query runs again on every await: keep the one insert's promise, not the query.
  const seedBulk = () =>
    (bulk ??= t.database.db
      .execute(
        sql`insert into orders (order_no, platform_type, channel, airline, pnr, dep_airport,
        arr_airport, route, travel_type, status, book_time, depart_time, currency, total_price, total_price_eur,
        passenger_name, passenger_names)
      select 'EX' || lpad(i::text, 8, '0'), 2, 'WEB', 'DA', 'ABC123', 'MAD', 'CDG', 'MAD-CDG', 1, 'COMPLETED',
        timestamptz '2020-01-01 00:00:00+00' + (i % 604800) * interval '1 second',
        timestamp '2020-02-01 10:00:00', 'EUR', 100 + i % 1000, 100 + i % 1000, 'Ana Garcia', 'ana garcia'
      from generate_series(1, ${BULK}) as i`,
      )
      .then(() => undefined));

  it('streams 100,000 orders as CSV with the spec’s file name, every order once', async () => {
    await seedBulk();
    const response = await get('edreams', '/edreams/order/exportCsv?stime=2020-01-01&etime=2020-01-07');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toContain('filename="orderJan 1 - Jan 7 2020.csv"');
    const lines = response.body
      .replace(/^\ufeff/, '')
      .trimEnd()
      .split('\n');
    expect(lines[0]).toBe(HEADINGS.join(','));
    expect(lines).toHaveLength(BULK + 1);
    const numbers = new Set(lines.slice(1).map((line) => line.slice(0, line.indexOf(','))));
    expect(numbers.size).toBe(BULK);
    // In booking order: the first second of the week first.
    expect(lines[1]).toMatch(/^EX00000001,eDreams,2,Completed,COMPLETED,2020-01-01 00:00:01,/);
    // Inserting and streaming 100,000 rows on PGlite took 31 s once on 2 busy cores.
  }, 120_000);

  it('quotes text only where CSV needs it, as COPY does: commas, quotes, line breaks', async () => {
    await t.database.db.execute(sql`insert into orders (order_no, platform_type, channel, airline, pnr,
        dep_airport, arr_airport, route, travel_type, status, book_time, depart_time, currency, total_price,
        total_price_eur, passenger_name, passenger_names, client, branch, passenger_email)
      values ('EXQUOTE1', 2, 'WEB', 'DA', 'ABC123', 'MAD', 'CDG', 'MAD-CDG', 2, 'TICKETED',
        timestamptz '2019-06-01 10:00:00+00', timestamp '2019-07-01 08:30:00', 'EUR', 12.5, 12.5,
        'Ana "La" Garcia', 'ana la garcia', 'Travel, Inc.', 'Line' || chr(10) || 'one', '')`);
    const response = await get('edreams', '/edreams/order/exportCsv?stime=2019-06-01&etime=2019-06-01');
    const [, record] = response.body.split(/\n(?=EXQUOTE1)/);
    expect(record).toBe(
      'EXQUOTE1,eDreams,2,Ticketed,TICKETED,2019-06-01 10:00:00,,2019-07-01 08:30:00,,Round-trip,2,MAD-CDG,,DA,' +
        'ABC123,"Ana ""La"" Garcia",,1,Website,WEB,"Travel, Inc.","Line\none",EUR,12.50,0.00,0.00,0.00,0.00,0.00,0.00,' +
        '0.00,0.00,\n',
    );
  });

  it('writes text cells that a spreadsheet would run as formulas as plain text, in CSV and xlsx', async () => {
    await t.database.db.execute(sql`insert into orders (order_no, platform_type, channel, airline, pnr,
        dep_airport, arr_airport, route, travel_type, status, book_time, depart_time, currency, total_price,
        total_price_eur, passenger_name, passenger_names, client, branch, passenger_email, segment_summary)
      values ('EXFORMULA', 2, 'WEB', 'DA', chr(9) || 'TAB', 'MAD', 'CDG', 'MAD-CDG', 1, 'TICKETED',
        timestamptz '2019-05-01 10:00:00+00', timestamp '2019-07-01 08:30:00', 'EUR', -12.5, -12.5,
        '=HYPERLINK("http://evil.example","x")', 'x', '+41 22 555', '@SUM(A1)', '-2+3', chr(13) || 'CR')`);
    const csv = await get('edreams', '/edreams/order/exportCsv?stime=2019-05-01&etime=2019-05-01');
    const [, record] = csv.body.split(/\n(?=EXFORMULA)/);
    expect(record).toBe(
      `EXFORMULA,eDreams,2,Ticketed,TICKETED,2019-05-01 10:00:00,,2019-07-01 08:30:00,,One-way,1,MAD-CDG,"'\rCR",` +
        `DA,'\tTAB,"'=HYPERLINK(""http://evil.example"",""x"")",'-2+3,1,Website,WEB,'+41 22 555,'@SUM(A1),EUR,-12.50,` +
        '0.00,0.00,0.00,0.00,0.00,0.00,0.00,0.00,\n',
    );

    const xlsx = await get('edreams', '/edreams/order/export?stime=2019-05-01&etime=2019-05-01');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const values = (workbook.worksheets[0]?.getRow(2).values ?? []) as unknown[];
    const cell = (header: string) => values[HEADINGS.indexOf(header) + 1];
    expect([cell('Passenger'), cell('Client'), cell('Branch'), cell('Passenger e-mail')]).toEqual([
      `'=HYPERLINK("http://evil.example","x")`,
      `'+41 22 555`,
      `'@SUM(A1)`,
      `'-2+3`,
    ]);
    expect([cell('PNR'), cell('Total')]).toEqual([`'\tTAB`, -12.5]);
    // XML reads a carriage return back as a line feed; the quote in front is what matters.
    expect(cell('Flights')).toMatch(/^'[\r\n]CR$/);
  });

  it('treats full-width formula characters (＝ ＋ － ＠) as = + - @ in both files', async () => {
    await t.database.db.execute(sql`insert into orders (order_no, platform_type, channel, airline, pnr,
        dep_airport, arr_airport, route, travel_type, status, book_time, depart_time, currency, total_price,
        total_price_eur, passenger_name, passenger_names, client, branch, passenger_email)
      values ('EXWIDE01', 2, 'WEB', 'DA', 'ABC123', 'MAD', 'CDG', 'MAD-CDG', 1, 'TICKETED',
        timestamptz '2019-05-02 10:00:00+00', timestamp '2019-07-01 08:30:00', 'EUR', 12.5, 12.5,
        '＝1+1', 'x', '＋41 22 555', '＠SUM(A1)', '－2+3')`);
    const csv = await get('edreams', '/edreams/order/exportCsv?stime=2019-05-02&etime=2019-05-02');
    const [, record = ''] = csv.body.split(/\n(?=EXWIDE01)/);
    const cells = record.split(',');
    const at = (name: string) => cells[HEADINGS.indexOf(name)];
    expect([at('Passenger'), at('Client'), at('Branch'), at('Passenger e-mail')]).toEqual([
      "'＝1+1",
      "'＋41 22 555",
      "'＠SUM(A1)",
      "'－2+3",
    ]);

    const xlsx = await get('edreams', '/edreams/order/export?stime=2019-05-02&etime=2019-05-02');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const values = (workbook.worksheets[0]?.getRow(2).values ?? []) as unknown[];
    const cell = (header: string) => values[HEADINGS.indexOf(header) + 1];
    expect([
      cell('Order number'),
      cell('Passenger'),
      cell('Client'),
      cell('Branch'),
      cell('Passenger e-mail'),
    ]).toEqual(['EXWIDE01', "'＝1+1", "'＋41 22 555", "'＠SUM(A1)", "'－2+3"]);
  });

  it('speaks the exporting user’s language: the list’s headings and labels, codes and values machine-readable', async () => {
    await t.database.db.execute(sql`insert into orders (order_no, platform_type, channel, airline, pnr,
        dep_airport, arr_airport, route, travel_type, status, book_time, depart_time, currency, total_price,
        total_price_eur, passenger_name, passenger_names)
      values ('EXZH0001', 2, 'APP', 'DA', 'ABC123', 'MAD', 'CDG', 'MAD-CDG', 1, 'TICKETED',
        timestamptz '2019-04-01 10:00:00.789+00', timestamp '2019-05-01 08:30:59.9', 'EUR', 1234.5, 1234.5,
        'Ana Garcia', 'ana garcia')`);
    const range = 'stime=2019-04-01&etime=2019-04-01';
    const csv = await get('edreams', `/edreams/order/exportCsv?${range}`, 'zh-CN,zh;q=0.9,en;q=0.8');
    const [heading = '', record = ''] = csv.body.replace(/^\ufeff/, '').split('\n');
    const headings = heading.split(',');
    expect(headings.slice(0, 6)).toEqual(['订单号', '平台', '平台代码', '状态', '状态代码', '预订时间']);
    expect(headings).toHaveLength(HEADINGS.length);
    expect(headings).toEqual(
      expect.arrayContaining(['渠道', '渠道代码', '行程类型', '行程类型代码', '座位费（EUR）']),
    );
    const cells = record.split(',');
    const at = (name: string) => cells[HEADINGS.indexOf(name)];
    expect([at('Platform'), at('Platform code'), at('Status'), at('Status code')]).toEqual([
      'eDreams 平台',
      '2',
      '已出票',
      'TICKETED',
    ]);
    expect([at('Trip'), at('Trip code'), at('Channel'), at('Channel code')]).toEqual([
      '单程',
      '1',
      '手机应用',
      'APP',
    ]);
    // Dates (to the second, not rounded) and money stay machine-readable whatever the language.
    expect([at('Booked'), at('Departure'), at('Total')]).toEqual([
      '2019-04-01 10:00:00',
      '2019-05-01 08:30:59',
      '1234.50',
    ]);

    const xlsx = await get('edreams', `/edreams/order/export?${range}`, 'zh');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('订单');
    expect(sheet?.getRow(1).values).toEqual([undefined, ...headings]);
    const row = (sheet?.getRow(2).values ?? []) as unknown[];
    expect(row.slice(1, 6)).toEqual(['EXZH0001', 'eDreams 平台', 2, '已出票', 'TICKETED']);
    expect(row[HEADINGS.indexOf('Total') + 1]).toBe(1234.5);

    const english = await get('edreams', `/edreams/order/exportCsv?${range}`, 'fr');
    expect(english.body.split('\n')[1]).toMatch(/^EXZH0001,eDreams,2,Ticketed,TICKETED,/);
  });

  it('lets the database connection go when the client leaves mid-download', async () => {
    await seedBulk();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await t.login('edreams');
    // More downloads cut off than the test pool has connections: a leaked one would block the last.
    for (let i = 0; i < 6; i++) {
      await new Promise<void>((done, fail) => {
        const request = http.get(
          `${address}/prod-api/edreams/order/exportCsv?stime=2020-01-01&etime=2020-01-07`,
          { headers: { 'x-token': token } },
          (response) => response.once('data', () => request.destroy()),
        );
        request.once('close', () => done());
        // Our own destroy ends it with 'socket hang up'; anything else is a failure.
        request.once('error', (error) => (error.message === 'socket hang up' ? done() : fail(error)));
      });
    }
    await expect.poll(() => openConnections(t.app), { timeout: 5000 }).toBe(0);
    const client: unknown = (t.database.db as typeof t.database.db & { $client?: unknown }).$client;
    if (client instanceof pg.Pool) await expect.poll(() => client.totalCount - client.idleCount).toBe(0);
    const complete = await get('edreams', '/edreams/order/exportCsv?stime=2020-01-01&etime=2020-01-07');
    expect(complete.body.trimEnd().split('\n')).toHaveLength(BULK + 1);
  });

  it('answers an empty body for a range without orders', async () => {
    const response = await get('edreams', '/edreams/order/exportCsv?stime=2019-01-01&etime=2019-01-02');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
    const xlsx = await get('admin', '/onefly/order/export?stime=2019-01-01&etime=2019-01-02');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.length).toBe(0);
  });

  it.each([
    ['', 'stime is required'],
    ['?stime=2026-01-01', 'etime is required'],
    [
      '?stime=2026-02-30&etime=2026-03-01',
      'stime must be a date YYYY-MM-DD or a date-time YYYY-MM-DD HH:mm:ss',
    ],
    ['?stime=2026-03-02&etime=2026-03-01', 'etime must not be before stime'],
    ['?stime=2025-01-01&etime=2026-01-02', 'etime must be less than 366 days after stime'],
  ])('refuses the range %s with the JSON envelope naming the field', async (query, message) => {
    for (const url of [`/edreams/order/exportCsv${query}`, `/edreams/order/export${query}`]) {
      const response = await get('edreams', url);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.json()).toEqual({ status: 400, message, data: null });
    }
  });

  it('exports the list’s filters within a range as .xlsx, in the spec’s name style', async () => {
    // The first demo week of onefly and its most frequent state (the demo's states move with time).
    const [range] = await queryRows<{ stime: string; etime: string; status: string; n: number }>(
      t.database.db,
      sql`with week as (select min(book_time) as start from orders where platform_type = 1 and order_no like 'OF26%')
        select to_char(start, 'YYYY-MM-DD') as stime, to_char(start + interval '6 days', 'YYYY-MM-DD') as etime,
          status, count(*)::int as n
        from orders, week where platform_type = 1
          and book_time >= start::date and book_time < start::date + 7
        group by start, status order by n desc, status limit 1`,
    );
    if (!range) throw new Error('no demo orders');
    const response = await get(
      'admin',
      `/onefly/order/export?stime=${range.stime}&etime=${range.etime}&status=${range.status}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(response.headers['content-disposition']).toMatch(
      /filename="order[A-Z][a-z]{2} \d{1,2} - [A-Z][a-z]{2} \d{1,2} \d{4}\.xlsx"/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Orders');
    expect(sheet?.rowCount).toBe(range.n + 1);
    expect(sheet?.getRow(1).values).toEqual([undefined, ...HEADINGS]);
    const second = sheet?.getRow(2);
    expect(second?.getCell(1).value).toMatch(/^OF/);
    // The state as the list shows it ('Completed'), its code beside it.
    expect(second?.getCell(4).value).toMatch(/^[A-Z][a-z]+( [a-z]+)?$/);
    expect(second?.getCell(5).value).toBe(range.status);
    expect(typeof second?.getCell(HEADINGS.indexOf('Total') + 1).value).toBe('number');
  });

  it('keeps each platform to its exports', async () => {
    const csv = '/edreams/order/exportCsv?stime=2020-01-01&etime=2020-01-01';
    expect((await get('admin', csv)).statusCode).toBe(403);
    expect((await get('limited', csv)).statusCode).toBe(403);
    const support = await get('support', csv);
    expect(support.statusCode).toBe(200);
    expect(support.body.length).toBeGreaterThan(100);
    expect((await get('admin', '/edreams/order/export?stime=2020-01-01&etime=2020-01-01')).statusCode).toBe(
      403,
    );
    // The 2020 orders are edreams': onefly's export of that week is empty.
    expect(
      (await get('admin', '/onefly/order/export?stime=2020-01-01&etime=2020-01-01')).rawPayload.length,
    ).toBe(0);
  });
});
