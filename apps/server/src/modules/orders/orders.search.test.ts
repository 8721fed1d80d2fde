import type { OrderRow, OrderSearchPage } from '@ota/contract';
import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';

type Answer = { status: number; message: string; data: OrderSearchPage };

const ROW_FIELDS = [
  'orderNo',
  'platformType',
  'bookTime',
  'confirmTime',
  'departTime',
  'returnTime',
  'status',
  'passengerName',
  'passengerEmail',
  'seatPrice',
  'seatPriceEur',
  'baggagePrice',
  'baggagePriceEur',
  'cabinBaggagePrice',
  'cabinBaggagePriceEur',
  'pnr',
  'route',
  'paymentAccount',
  'totalPrice',
  'currency',
  'travelType',
  'segments',
  'passengers',
  'airline',
  'channel',
  'client',
  'branch',
  'taxes',
  'fees',
].sort();

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

describe.each(testEngines())('order search (%s)', (engine) => {
  const t = useTestApp(engine, { config: { timeZone: 'Europe/Madrid' } });
  const tokens = new Map<string, string>();
  const token = async (name: string) => {
    if (!tokens.has(name)) tokens.set(name, await t.login(name));
    return tokens.get(name) ?? '';
  };

  const call = async (name: string, prefix: string, query = '') =>
    t.inject({
      method: 'GET',
      url: `/prod-api${prefix}/order/search${query}`,
      headers: { 'x-token': await token(name) },
    });
  const search = async (name: string, prefix: string, query = '') => {
    const response = await call(name, prefix, query);
    expect(response.statusCode).toBe(200);
    return response.json<Answer>();
  };
  const count = async (where: SQL) => {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from orders where ${where}`,
    );
    return row?.n ?? -1;
  };
  const one = async <T extends Record<string, unknown>>(query: SQL) => {
    const [row] = await queryRows<T>(t.database.db, query);
    if (!row) throw new Error('no demo row for this test');
    return row;
  };

  it('answers content and totalRows with the columns of spec section 3, newest booking first', async () => {
    const body = await search('admin', '/onefly');
    expect(body.status).toBe(200);
    expect(body.data.totalRows).toBe(await count(sql`platform_type = 1`));
    expect(body.data.content).toHaveLength(20);
    const [first] = body.data.content;
    expect(Object.keys(first ?? {}).sort()).toEqual(ROW_FIELDS);
    expect(first).toMatchObject({
      orderNo: expect.stringMatching(/^OF\d{8,}$/),
      platformType: 1,
      bookTime: expect.stringMatching(DATE_TIME),
      departTime: expect.stringMatching(DATE_TIME),
      route: expect.stringMatching(/^[A-Z]{3}-[A-Z]{3}$/),
      pnr: expect.stringMatching(/^[A-Z0-9]{6}$/),
      currency: expect.stringMatching(/^[A-Z]{3}$/),
      totalPrice: expect.any(Number),
    });
    const times = body.data.content.map((row) => row.bookTime);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('answers the amounts of the database exactly and times in the business time zone', async () => {
    const row = await one<{
      order_no: string;
      total_price: string;
      taxes: string;
      book_time: string;
      depart_time: string;
    }>(
      sql`select order_no, total_price::text, taxes::text,
        to_char(book_time at time zone 'Europe/Madrid', 'YYYY-MM-DD HH24:MI:SS') as book_time,
        to_char(depart_time, 'YYYY-MM-DD HH24:MI:SS') as depart_time
        from orders where platform_type = 2 and seat_price > 0 order by id limit 1`,
    );
    const body = await search('edreams', '/edreams', `?orderNo=${row.order_no.toLowerCase()}`);
    expect(body.data.totalRows).toBe(1);
    expect(body.data.content[0]).toMatchObject({
      orderNo: row.order_no,
      totalPrice: Number(row.total_price),
      taxes: Number(row.taxes),
      bookTime: row.book_time,
      departTime: row.depart_time,
    });
  });

  it('shows each user only their platform’s orders', async () => {
    const all = await count(sql`true`);
    const onefly = await count(sql`platform_type = 1`);
    const edreams = await search('edreams', '/edreams', '?pageSize=500');
    expect(edreams.data.totalRows).toBe(all - onefly);
    expect(new Set(edreams.data.content.map((row) => row.platformType))).toEqual(new Set([2]));
    expect((await search('operator', '/onefly')).data.totalRows).toBe(onefly);
    expect((await search('support', '')).data.totalRows).toBe(all);
    expect((await search('support', '', '?platformType=2')).data.totalRows).toBe(all - onefly);
    expect((await search('support', '/onefly')).data.totalRows).toBe(onefly);
    // A platform filter outside the user's platform finds nothing.
    expect((await search('admin', '/onefly', '?platformType=2')).data.totalRows).toBe(0);
  });

  it('refuses another platform’s prefix, the unprefixed path to a platform user, and users without 1001-1', async () => {
    expect((await call('admin', '/edreams')).statusCode).toBe(403);
    expect((await call('admin', '')).statusCode).toBe(403);
    expect((await call('edreams', '/onefly')).statusCode).toBe(403);
    expect((await call('limited', '/onefly')).statusCode).toBe(403);
    const anonymous = await t.inject({ method: 'GET', url: '/prod-api/onefly/order/search' });
    expect(anonymous.statusCode).toBe(403);
    expect(anonymous.json()).toEqual({ status: 403, message: "You don't have permission", data: null });
  });

  const everyRow = async (query: string, check: (row: OrderRow) => boolean, expected: number) => {
    const body = await search('support', '', `${query}&pageSize=500`);
    expect(body.status).toBe(200);
    expect(body.data.totalRows).toBe(expected);
    expect(body.data.totalRows).toBeGreaterThan(0);
    expect(body.data.content.filter((row) => !check(row))).toEqual([]);
  };

  it('filters by PNR, e-mail (any case) and passenger name (either form, any part)', async () => {
    const row = await one<{ pnr: string; passenger_email: string; surname: string; given_name: string }>(
      sql`select o.pnr, o.passenger_email, p.surname, p.given_name from orders o
        join order_passengers p on p.order_id = o.id and p.seq = 2 order by o.id limit 1`,
    );
    await everyRow(
      `?pnr=${row.pnr.toLowerCase()}`,
      (r) => r.pnr === row.pnr,
      await count(sql`pnr = ${row.pnr}`),
    );
    await everyRow(
      `?email=${encodeURIComponent(row.passenger_email.toUpperCase())}`,
      (r) => r.passengerEmail === row.passenger_email,
      await count(sql`lower(passenger_email) = ${row.passenger_email}`),
    );
    // The second passenger, not the lead: every passenger's name is searched.
    const given = row.given_name.toLowerCase();
    const surname = row.surname.toLowerCase();
    const expected = await count(sql`passenger_names like ${`%${given} ${surname}%`}`);
    await everyRow(
      `?passengerName=${encodeURIComponent(`${row.surname}/${row.given_name}`)}`,
      () => true,
      expected,
    );
    await everyRow(`?passengerName=${encodeURIComponent(`${given} ${surname}`)}`, () => true, expected);
    const fragment = surname.slice(0, 4);
    await everyRow(
      `?passengerName=${fragment}`,
      () => true,
      await count(sql`passenger_names like ${`%${fragment}%`}`),
    );
  });

  it('filters by several statuses, repeated or comma-separated', async () => {
    const expected = await count(sql`status in ('PENDING_PAYMENT', 'TICKETING_FAILED')`);
    const check = (r: OrderRow) => r.status === 'PENDING_PAYMENT' || r.status === 'TICKETING_FAILED';
    await everyRow('?status=PENDING_PAYMENT&status=TICKETING_FAILED', check, expected);
    await everyRow('?status=PENDING_PAYMENT,TICKETING_FAILED', check, expected);
  });

  it('filters by booking dates (business time zone) and departure dates (airport-local), ends included', async () => {
    const row = await one<{ book_day: string; depart_day: string }>(
      sql`select to_char(book_time at time zone 'Europe/Madrid', 'YYYY-MM-DD') as book_day,
        to_char(depart_time, 'YYYY-MM-DD') as depart_day from orders order by id limit 1`,
    );
    await everyRow(
      `?bookStart=${row.book_day}&bookEnd=${row.book_day}`,
      (r) => r.bookTime.startsWith(row.book_day),
      await count(sql`to_char(book_time at time zone 'Europe/Madrid', 'YYYY-MM-DD') = ${row.book_day}`),
    );
    await everyRow(
      `?departStart=${row.depart_day}&departEnd=${row.depart_day}`,
      (r) => r.departTime.startsWith(row.depart_day),
      await count(sql`depart_time::date = ${row.depart_day}::date`),
    );
  });

  it('filters by airline, route ends and channel', async () => {
    const row = await one<{ airline: string; dep_airport: string; arr_airport: string; channel: string }>(
      sql`select airline, dep_airport, arr_airport, channel from orders order by id limit 1`,
    );
    await everyRow(
      `?airline=${row.airline.toLowerCase()}`,
      (r) => r.airline === row.airline,
      await count(sql`airline = ${row.airline}`),
    );
    await everyRow(
      `?dep=${row.dep_airport}&arr=${row.arr_airport}`,
      (r) => r.route === `${row.dep_airport}-${row.arr_airport}`,
      await count(sql`dep_airport = ${row.dep_airport} and arr_airport = ${row.arr_airport}`),
    );
    await everyRow(
      `?arr=${row.arr_airport}&channel=${row.channel}`,
      (r) => r.route.endsWith(row.arr_airport) && r.channel === row.channel,
      await count(sql`arr_airport = ${row.arr_airport} and channel = ${row.channel}`),
    );
  });

  it('sorts by each sort field both ways and pages without overlap', async () => {
    const keyOf = {
      bookTime: (r: OrderRow) => r.bookTime,
      departTime: (r: OrderRow) => r.departTime,
      status: (r: OrderRow) => r.status,
    } as const;
    for (const field of ['bookTime', 'departTime', 'status'] as const) {
      for (const order of ['asc', 'desc'] as const) {
        const body = await search('admin', '/onefly', `?sortField=${field}&sortOrder=${order}&pageSize=50`);
        const keys = body.data.content.map(keyOf[field]);
        const sorted = [...keys].sort();
        expect(keys).toEqual(order === 'asc' ? sorted : sorted.reverse());
      }
    }
    const prices = (await search('admin', '/onefly', '?sortField=totalPrice&sortOrder=ascend&pageSize=50'))
      .data.content;
    const [cheapest] = await queryRows<{ total: string }>(
      t.database.db,
      sql`select total_price::text as total from orders where platform_type = 1
        order by total_price_eur, id limit 1`,
    );
    expect(prices[0]?.totalPrice).toBe(Number(cheapest?.total));

    const first = (await search('admin', '/onefly', '?pageNum=1&pageSize=7')).data.content;
    const second = (await search('admin', '/onefly', '?pageNum=2&pageSize=7')).data.content;
    const both = (await search('admin', '/onefly', '?pageNum=1&pageSize=14')).data.content;
    expect([...first, ...second].map((r) => r.orderNo)).toEqual(both.map((r) => r.orderNo));
    const past = await search('admin', '/onefly', '?pageNum=100000');
    expect(past.data.content).toEqual([]);
    expect(past.data.totalRows).toBeGreaterThan(0);
  });

  it('keeps the status counts the totals read equal to the orders, whatever changes them', async () => {
    const compare = async () => {
      const kept = await queryRows<{ platform_type: number; status: string; n: number }>(
        t.database.db,
        sql`select platform_type, status, orders::int as n from order_status_counts where orders <> 0
          order by 1, 2`,
      );
      const counted = await queryRows<{ platform_type: number; status: string; n: number }>(
        t.database.db,
        sql`select platform_type, status, count(*)::int as n from orders group by 1, 2 order by 1, 2`,
      );
      expect(kept).toEqual(counted);
    };
    await compare();
    await t.database.db.execute(
      sql`update orders set status = 'CANCELLED' where id in (select id from orders where status = 'EXPIRED' limit 3)`,
    );
    await t.database.db.execute(
      sql`update orders set passenger_email = lower(passenger_email) where id < 50`,
    );
    await compare();
    const body = await search('admin', '/onefly', '?status=CANCELLED,EXPIRED');
    expect(body.data.totalRows).toBe(
      await count(sql`platform_type = 1 and status in ('CANCELLED', 'EXPIRED')`),
    );
  });

  it.each([
    ['?pageSize=9999', 'pageSize must be at most 500'],
    ['?status=FLYING', 'status must be one of PENDING_PAYMENT, PAID'],
    ['?bookStart=2026-02-30', 'bookStart must be a date YYYY-MM-DD'],
    ['?bookStart=2026-05-02&bookEnd=2026-05-01', 'bookEnd must not be before bookStart'],
    ['?departStart=2026-05-02&departEnd=2026-05-01', 'departEnd must not be before departStart'],
    ['?passengerName=ab', 'passengerName must be at least 3 characters'],
    ['?sortField=price', 'sortField must be one of bookTime, departTime, totalPrice, status'],
    ['?sortOrder=up', 'sortOrder must be asc or desc'],
    ['?pnr=AB1', 'pnr must be 6 letters or digits'],
    ['?email=nobody', 'email must be a valid email address'],
    ['?airline=IBE', 'airline must be a 2-character airline code'],
    ['?dep=MA', 'dep must be a 3-letter airport code'],
    ['?channel=FAX', 'channel must be one of WEB, APP, META, CALL_CENTER, API'],
    ['?orderNo=OF-1', 'orderNo must hold only letters and digits'],
    ['?platformType=3', 'platformType must be 1 or 2'],
  ])('refuses %s naming the field', async (query, message) => {
    const body = (await call('support', '', query)).json<Answer>();
    expect(body.status).toBe(400);
    expect(body.message).toContain(message);
    expect(body.data).toBeNull();
  });
});
