import type { RebookCase, RebookDetail, RebookFlightsResult, RebookPage, ApiEnvelope } from '@ota/contract';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoAirlines, type RunningDemoAirlines } from '../../demo/airline';
import { syncDemoWrapperUrls } from '../../demo/seeders/airlines';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';
import { paidOrder } from '../../test/factories';

const CARD = '4111 1111 1111 1111';
const CVV = '8642';

describe.each(testEngines())('rebooks (%s)', (engine) => {
  const t = useTestApp(engine, { config: { wrapperTimeoutMs: 2000 } });
  const tokens: Record<string, string> = {};
  let demo: RunningDemoAirlines;

  beforeAll(async () => {
    for (const name of ['admin', 'edreams', 'support', 'limited']) tokens[name] = await t.login(name);
    demo = await startDemoAirlines({ ports: [0, 0, 0], seed: 'rebooks-test' });
    // Orient Lark is down: its failure must be named, the others still answer.
    const wrappers = demo.wrappers.map((w) =>
      w.name === 'Orient Lark' ? { ...w, url: 'http://127.0.0.1:9' } : w,
    );
    await syncDemoWrapperUrls(t.database.db, wrappers);
  });
  afterAll(async () => {
    await demo?.close();
  });

  const call = async <T>(options: InjectOptions, user = 'admin') => {
    const response = await t.inject({
      ...options,
      headers: { 'x-token': tokens[user] ?? '', ...options.headers },
    });
    return { http: response.statusCode, body: response.json<ApiEnvelope<T>>() };
  };
  const get = <T>(url: string, user = 'admin') => call<T>({ method: 'GET', url: `/prod-api${url}` }, user);
  const post = <T>(url: string, payload: object, user = 'admin') =>
    call<T>({ method: 'POST', url: `/prod-api${url}`, payload }, user);
  const list = (query = '', user = 'admin') => get<RebookPage>(`/orderRebook/pageList${query}`, user);

  /** A future ticketed order of the platform on a demo airline, one-way or round trip, without any rebook case. */
  /** A ticketed order of its own on a demo airline; the day after its departures, to rebook onto. */
  const freshOrder = async (platform: 1 | 2, travelType = 1) => {
    const order = await paidOrder(t, { platform, roundTrip: travelType === 2 });
    const [row] = await queryRows<{ depart: string; back: string | null }>(
      t.database.db,
      sql`select to_char(depart_time + interval '1 day', 'YYYY-MM-DD') as depart,
          to_char(return_time + interval '1 day', 'YYYY-MM-DD') as back from orders where id = ${order.id}`,
    );
    if (!row) throw new Error(`no order ${order.order_no}`);
    return { order_no: order.order_no, ...row };
  };
  const count = async (query: ReturnType<typeof sql>) =>
    (await queryRows<{ n: number }>(t.database.db, query))[0]?.n ?? 0;

  it('lists only the platform’s orders, with the seeded cases in every state', async () => {
    const admin = await list('?pageSize=500');
    expect(admin.body.status).toBe(200);
    expect(admin.body.data.totalCount).toBeGreaterThan(0);
    expect(admin.body.data.pageList.every((row) => row.platformType === 1)).toBe(true);
    const edreams = await list('?pageSize=500', 'edreams');
    expect(edreams.body.data.pageList.every((row) => row.platformType === 2)).toBe(true);
    const support = await list('?pageSize=500', 'support');
    expect(support.body.data.totalCount).toBe(admin.body.data.totalCount + edreams.body.data.totalCount);
    expect(new Set(support.body.data.pageList.map((row) => row.rebookStatus))).toEqual(
      new Set(
        [
          'REQUESTED',
          'FLIGHT_SELECTED',
          'CONFIRMED',
          'PAYMENT_PENDING',
          'COMPLETED',
          'CANCELLED',
          null,
        ].filter((status) =>
          status === null ? support.body.data.pageList.some((row) => row.rebookStatus === null) : true,
        ),
      ),
    );
    const first = support.body.data.pageList[0];
    expect(first).toMatchObject({ orderNo: expect.any(String), route: expect.any(String) });
  });

  it('filters by rebook status, reason, order number and pages', async () => {
    const completed = await list('?rebookStatus=COMPLETED', 'support');
    // The seeder starts one case in each state on each platform.
    expect(completed.body.data.pageList.map((row) => row.rebookStatus)).toEqual(['COMPLETED', 'COMPLETED']);
    expect(completed.body.data.pageList.map((row) => row.platformType).sort()).toEqual([1, 2]);
    const order = completed.body.data.pageList[0]?.orderNo ?? '';
    expect((await list(`?orderNo=${order}`, 'support')).body.data.totalCount).toBe(1);
    const paged = await list('?pageSize=1&pageNum=2', 'support');
    expect(paged.body.data.pageList).toHaveLength(1);
    const far = await list('?pageNum=999', 'support');
    expect(far.body.data.pageList).toEqual([]);
    const reason = await list('?reason=CUSTOMER_REQUEST', 'support');
    expect(reason.body.data.pageList.every((row) => row.reason === 'CUSTOMER_REQUEST')).toBe(true);
  });

  it('refuses bad list params naming the field', async () => {
    const bad = await list('?pageSize=0');
    expect(bad.body.status).toBe(400);
    expect(bad.body.message).toContain('pageSize');
    expect((await list('?rebookStatus=DONE')).body.message).toContain('rebookStatus');
  });

  it('shows the details of an order of the platform only', async () => {
    const fresh = await freshOrder(1);
    const detail = await get<RebookDetail>(`/orderRebook/detail?orderNo=${fresh.order_no}`);
    expect(detail.body.status).toBe(200);
    expect(detail.body.data.order.orderNo).toBe(fresh.order_no);
    expect(detail.body.data.segments.length).toBeGreaterThan(0);
    expect(detail.body.data.passengers.length).toBeGreaterThan(0);
    expect(detail.body.data.rebook).toBeNull();
    const other = await get<RebookDetail>(`/orderRebook/detail?orderNo=${fresh.order_no}`, 'edreams');
    expect(other.body).toMatchObject({ status: 400, message: `Order ${fresh.order_no} does not exist` });
    expect((await get('/orderRebook/detail')).body.message).toContain('orderNo');
  });

  it('searches new flights on the order’s route and names the failing wrapper', async () => {
    const fresh = await freshOrder(1);
    const { body } = await get<RebookFlightsResult>(
      `/orderRebook/flights?orderNo=${fresh.order_no}&departDate=${fresh.depart}`,
    );
    expect(body.status).toBe(200);
    expect(body.data.warnings.map((w) => w.wrapperName)).toEqual(['Orient Lark']);
    const bad = await get(`/orderRebook/flights?orderNo=${fresh.order_no}&departDate=2020-01-01`);
    expect(bad.body).toMatchObject({ status: 400, message: 'departDate must not be in the past' });
    expect((await get(`/orderRebook/flights?orderNo=${fresh.order_no}&departDate=x`)).body.message).toContain(
      'departDate',
    );
  });

  it('completes a rebook with nothing due without a card, charging nothing', async () => {
    const fresh = await freshOrder(1);
    const flights = await get<RebookFlightsResult>(
      `/orderRebook/flights?orderNo=${fresh.order_no}&departDate=${fresh.depart}`,
    );
    const chosen = flights.body.data.itineraries[0];
    if (!chosen) throw new Error('the demo airlines offered nothing');
    const selected = await post<RebookCase>('/orderRebook/select', {
      orderNo: fresh.order_no,
      departDate: fresh.depart,
      wrapper: chosen.wrapperName,
      itineraryId: chosen.id,
    });
    const { rebookNo } = selected.body.data;
    // A cheaper new fare and no penalty: nothing is due.
    await t.database.db.execute(sql`update after_sales_cases
      set details = details || '{"priceDifference": "-602.42", "penalty": "0.00"}'::jsonb
      where case_no = ${rebookNo}`);
    await post('/orderRebook/confirm', { rebookNo });
    const paid = await post('/orderRebook/pay', { rebookNo });
    expect(paid.body).toMatchObject({
      status: 200,
      data: { status: 'COMPLETED', amount: '0.00', cardBrand: null, cardLast4: null },
    });
  });

  it('walks a rebook through select, confirm and pay, recording every step', async () => {
    const fresh = await freshOrder(1);
    const flights = await get<RebookFlightsResult>(
      `/orderRebook/flights?orderNo=${fresh.order_no}&departDate=${fresh.depart}`,
    );
    const chosen = flights.body.data.itineraries[0];
    if (!chosen) throw new Error('the demo airlines offered nothing');
    const pick = { orderNo: fresh.order_no, departDate: fresh.depart, wrapper: chosen.wrapperName };

    const gone = await post('/orderRebook/select', { ...pick, itineraryId: 'nope' });
    expect(gone.body.status).toBe(400);
    expect(gone.body.message).toContain('itineraryId');
    expect((await post('/orderRebook/select', { orderNo: fresh.order_no })).body.message).toContain(
      'departDate',
    );

    const selected = await post<RebookCase>('/orderRebook/select', { ...pick, itineraryId: chosen.id });
    expect(selected.body.status).toBe(200);
    const rebook = selected.body.data;
    expect(rebook).toMatchObject({ status: 'FLIGHT_SELECTED', reason: 'CUSTOMER_REQUEST' });
    expect(rebook.itinerary?.total).toBe(chosen.fares.total.toFixed(2));
    const { rebookNo } = rebook;
    // A dearer new fare: something is due, to be paid by card.
    await t.database.db.execute(sql`update after_sales_cases
      set details = details || '{"priceDifference": "25.00", "penalty": "10.00"}'::jsonb
      where case_no = ${rebookNo}`);

    const early = await post('/orderRebook/pay', {
      rebookNo,
      cardNumber: CARD,
      expiry: '12/39',
      cvv: CVV,
      holder: 'A B',
    });
    expect(early.body).toMatchObject({ status: 400 });
    expect(early.body.message).toContain('FLIGHT_SELECTED');

    expect((await post('/orderRebook/confirm', { rebookNo }, 'edreams')).body.message).toBe(
      `Rebook ${rebookNo} does not exist`,
    );
    expect((await post('/orderRebook/confirm', { rebookNo })).body.data).toMatchObject({
      status: 'CONFIRMED',
    });
    const again = await post('/orderRebook/confirm', { rebookNo });
    expect(again.body.message).toContain(`Rebook ${rebookNo} is CONFIRMED`);
    expect((await post('/orderRebook/select', { ...pick, itineraryId: chosen.id })).body.message).toContain(
      'is CONFIRMED',
    );

    const card = { rebookNo, cardNumber: CARD, expiry: '12/39', cvv: CVV, holder: 'Ana Lopez' };
    const due = (await get<RebookDetail>(`/orderRebook/detail?orderNo=${fresh.order_no}`)).body.data.rebook;
    expect(due?.amountDue).toBe('35.00');
    expect((await post('/orderRebook/pay', { rebookNo })).body).toMatchObject({
      status: 400,
      message: `cardNumber is required: ${due?.amountDue} ${due?.currency} is due`,
    });
    const luhn = await post('/orderRebook/pay', { ...card, cardNumber: '4111 1111 1111 1112' });
    expect(luhn.body).toMatchObject({ status: 400, message: 'cardNumber fails the check digit' });
    const expired = await post('/orderRebook/pay', { ...card, expiry: '01/20' });
    expect(expired.body).toMatchObject({ status: 400, message: 'expiry must be in the future' });
    expect((await post('/orderRebook/pay', { ...card, cvv: '12' })).body.message).toContain('cvv');
    expect((await post('/orderRebook/pay', { ...card, holder: '' })).body.message).toContain('holder');
    expect(
      (await get<RebookDetail>(`/orderRebook/detail?orderNo=${fresh.order_no}`)).body.data.rebook?.status,
    ).toBe('CONFIRMED');

    // A disruption that listed the order keeps it once the rebook replaces the disrupted segment.
    await t.database.db.execute(sql`insert into flight_disruption_orders
        (case_id, order_id, segment_id, passenger_count, platform_type)
      select (select min(case_id) from disruption_flights), o.id, s.id, 1, o.platform_type
      from orders o join order_segments s on s.order_id = o.id and s.seq = 1
      where o.order_no = ${fresh.order_no} on conflict do nothing`);

    const paid = await post('/orderRebook/pay', card);
    expect(paid.body.data).toMatchObject({ status: 'COMPLETED', cardBrand: 'VISA', cardLast4: '1111' });
    const rebooked = (await get<RebookDetail>(`/orderRebook/detail?orderNo=${fresh.order_no}`)).body.data;
    const newFlights = chosen.outbound.segments;
    expect(rebooked.segments.slice(0, newFlights.length).map((s) => s.flightNo)).toEqual(
      newFlights.map((s) => s.flightNo),
    );
    expect(rebooked.order.departTime.slice(0, 16)).toBe(newFlights[0]?.depTime.slice(0, 16));
    expect(rebooked.order.airline).toBe(chosen.validatingCarrier);
    expect(
      await count(
        sql`select count(*)::int as n from flight_disruption_orders d join orders o on o.id = d.order_id
          where o.order_no = ${fresh.order_no} and d.segment_id is null`,
      ),
    ).toBe(1);
    expect((await post('/orderRebook/pay', card)).body.message).toContain('is COMPLETED');
    expect((await post('/orderRebook/cancel', { rebookNo })).body.message).toContain('is COMPLETED');

    const records = await count(
      sql`select count(*)::int as n from order_operation_records r join orders o on o.id = r.order_id
        where o.order_no = ${fresh.order_no} and r.content like ${`Rebook ${rebookNo}:%`}`,
    );
    expect(records).toBe(3);
  });

  it('takes one card charge however many pays arrive at once, with records on the case and the order', async () => {
    const fresh = await freshOrder(1);
    const flights = await get<RebookFlightsResult>(
      `/orderRebook/flights?orderNo=${fresh.order_no}&departDate=${fresh.depart}`,
    );
    const chosen = flights.body.data.itineraries[0];
    if (!chosen) throw new Error('the demo airlines offered nothing');
    const selected = await post<RebookCase>('/orderRebook/select', {
      orderNo: fresh.order_no,
      departDate: fresh.depart,
      wrapper: chosen.wrapperName,
      itineraryId: chosen.id,
    });
    const { rebookNo } = selected.body.data;
    expect(rebookNo).toMatch(/^RB\d{8}$/);
    await post('/orderRebook/confirm', { rebookNo });
    const card = { rebookNo, cardNumber: CARD, expiry: '12/39', cvv: CVV, holder: 'Ana Lopez' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => post('/orderRebook/pay', card)));
    expect(answers.filter((answer) => answer.body.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.body.status !== 200))
      expect(refused.body.message).toBe(
        `Rebook ${rebookNo} is COMPLETED: pay needs CONFIRMED or PAYMENT_PENDING`,
      );
    const caseId = sql`(select id from after_sales_cases where case_no = ${rebookNo})`;
    expect(
      await count(sql`select count(*)::int as n from case_money_effects where case_id = ${caseId}`),
    ).toBe(1);
    expect(
      await count(sql`select count(*)::int as n from ledger_entries where reference = ${rebookNo}`),
    ).toBe(0);
    const history = await queryRows<{ action: string; from_status: string | null; to_status: string }>(
      t.database.db,
      sql`select action, from_status, to_status from case_records where case_id = ${caseId} order by id`,
    );
    expect(history.map((row) => [row.action, row.from_status, row.to_status])).toEqual([
      ['OPEN', null, 'REQUESTED'],
      ['MOVE', 'REQUESTED', 'FLIGHT_SELECTED'],
      ['MOVE', 'FLIGHT_SELECTED', 'CONFIRMED'],
      ['MOVE', 'CONFIRMED', 'COMPLETED'],
    ]);
    const orderRecords = await queryRows<{ content: string }>(
      t.database.db,
      sql`select r.content from order_operation_records r join orders o on o.id = r.order_id
        where o.order_no = ${fresh.order_no} and r.content like ${`Rebook ${rebookNo}%`} order by r.id`,
    );
    expect(orderRecords.map((row) => row.content.split('. ')[0])).toEqual([
      expect.stringMatching(new RegExp(`^Rebook ${rebookNo} opened \\(CUSTOMER_REQUEST\\)`)),
      `Rebook ${rebookNo}: REQUESTED → FLIGHT_SELECTED`,
      `Rebook ${rebookNo}: FLIGHT_SELECTED → CONFIRMED`,
      `Rebook ${rebookNo}: CONFIRMED → COMPLETED`,
    ]);
    const badges = await get<{ orderNo: string }[]>(`/afterSales/openCases?orderNos=${fresh.order_no}`);
    expect(badges.body.data).toEqual([]);
  });

  it('never stores or logs the full card number or the CVV', async () => {
    const digits = CARD.replace(/ /g, '');
    const stored = await queryRows<{ text: string }>(
      t.database.db,
      sql`select coalesce(string_agg(row_to_json(r)::text, ' '), '') as text from after_sales_cases r where kind = 'REBOOK'`,
    );
    const caseRecords = await queryRows<{ text: string }>(
      t.database.db,
      sql`select coalesce(string_agg(content, ' '), '') as text from case_records where content like 'Rebook %'`,
    );
    const mail = await queryRows<{ text: string }>(
      t.database.db,
      sql`select coalesce(string_agg(row_to_json(m)::text, ' '), '') as text from mail_outbox m where subject like 'Rebook %'`,
    );
    const records = await queryRows<{ text: string }>(
      t.database.db,
      sql`select coalesce(string_agg(content, ' '), '') as text from order_operation_records where content like 'Rebook %'`,
    );
    const everything = [stored, records, caseRecords, mail].map((rows) => rows[0]?.text ?? '').join(' ');
    expect(everything).toContain('1111');
    expect(everything).not.toContain(digits);
    expect(everything).not.toContain(CARD);
    // The CVV as a number of its own: a timestamp or request id may hold the same four digits.
    const alone = new RegExp(`(?<!\\d)${CVV}(?!\\d)`);
    expect(everything).not.toMatch(alone);
    const logs = JSON.stringify(t.logs);
    expect(logs).toContain('/orderRebook/pay');
    expect(logs).not.toContain(digits);
    expect(logs).not.toContain(CARD);
    expect(logs).not.toMatch(alone);
  });

  it('cancels a case not yet confirmed once, and only the platform’s own', async () => {
    const row = (await list('?rebookStatus=FLIGHT_SELECTED', 'support')).body.data.pageList[0];
    if (!row?.rebookNo) throw new Error('no FLIGHT_SELECTED case in the demo data');
    const owner = row.platformType === 1 ? 'admin' : 'edreams';
    const stranger = row.platformType === 1 ? 'edreams' : 'admin';
    expect((await post('/orderRebook/cancel', { rebookNo: row.rebookNo }, stranger)).body.status).toBe(400);
    const cancelled = await post('/orderRebook/cancel', { rebookNo: row.rebookNo }, owner);
    expect(cancelled.body.data).toMatchObject({ status: 'CANCELLED' });
    const again = await post('/orderRebook/cancel', { rebookNo: row.rebookNo }, owner);
    expect(again.body.message).toContain('is CANCELLED');
    expect((await post('/orderRebook/cancel', {})).body.message).toContain('rebookNo');
  });

  it('does not cancel a rebook the customer has confirmed or whose card charge is pending', async () => {
    for (const status of ['CONFIRMED', 'PAYMENT_PENDING']) {
      const row = (await list(`?rebookStatus=${status}`, 'support')).body.data.pageList[0];
      if (!row?.rebookNo) throw new Error(`no ${status} case in the demo data`);
      const owner = row.platformType === 1 ? 'admin' : 'edreams';
      expect((await post('/orderRebook/cancel', { rebookNo: row.rebookNo }, owner)).body).toEqual({
        status: 400,
        message: `Rebook ${row.rebookNo} is ${status}: cancel needs REQUESTED or FLIGHT_SELECTED`,
        data: null,
      });
    }
  });

  it('offers a round trip new flights both ways and rebooks both legs', async () => {
    const order = await freshOrder(1, 2);
    const base = `/orderRebook/flights?orderNo=${order.order_no}&departDate=${order.depart}`;
    expect((await get(base)).body).toMatchObject({
      status: 400,
      message: `returnDate is required: order ${order.order_no} is a round trip`,
    });
    const dayBefore = new Date(Date.parse(`${order.depart}T00:00:00Z`) - 86_400_000)
      .toISOString()
      .slice(0, 10);
    expect((await get(`${base}&returnDate=${dayBefore}`)).body.message).toBe(
      'returnDate must not be before departDate',
    );
    const flights = await get<RebookFlightsResult>(`${base}&returnDate=${order.back ?? ''}`);
    expect(flights.body.status).toBe(200);
    const offers = flights.body.data.itineraries;
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer.outbound.segments[0]?.depTime.slice(0, 10)).toBe(order.depart);
      expect(offer.inbound?.segments[0]?.depTime.slice(0, 10)).toBe(order.back);
    }
    const oneWay = await freshOrder(1, 1);
    expect(
      (
        await get(
          `/orderRebook/flights?orderNo=${oneWay.order_no}&departDate=${oneWay.depart}&returnDate=${oneWay.depart}`,
        )
      ).body.message,
    ).toBe(`returnDate is not taken: order ${oneWay.order_no} is one-way`);

    const chosen = offers[0];
    if (!chosen?.inbound) throw new Error('the demo airlines offered no round trip');
    const pick = {
      orderNo: order.order_no,
      departDate: order.depart,
      returnDate: order.back,
      itineraryId: chosen.id,
      wrapper: chosen.wrapperName,
    };
    const selected = await post<RebookCase>('/orderRebook/select', pick);
    expect(selected.body.data.itinerary?.returnFlights?.map((f) => f.flightNo)).toEqual(
      chosen.inbound.segments.map((s) => s.flightNo),
    );
    const { rebookNo } = selected.body.data;
    await post('/orderRebook/confirm', { rebookNo });
    const paid = await post('/orderRebook/pay', {
      rebookNo,
      cardNumber: CARD,
      expiry: '12/39',
      cvv: CVV,
      holder: 'Ana Lopez',
    });
    expect(paid.body.data).toMatchObject({ status: 'COMPLETED' });
    const rebooked = (await get<RebookDetail>(`/orderRebook/detail?orderNo=${order.order_no}`)).body.data;
    const expected = [
      ...chosen.outbound.segments.map((s) => `out ${s.flightNo} ${s.depTime.replace('T', ' ').slice(0, 16)}`),
      ...chosen.inbound.segments.map((s) => `back ${s.flightNo} ${s.depTime.replace('T', ' ').slice(0, 16)}`),
    ];
    expect(
      rebooked.segments.map((s) => `${s.back ? 'back' : 'out'} ${s.flightNo} ${s.depTime.slice(0, 16)}`),
    ).toEqual(expected);
  });

  it('never offers the disrupted flight itself as a new flight', async () => {
    const order = await freshOrder(1, 1);
    const url = `/orderRebook/flights?orderNo=${order.order_no}&departDate=${order.depart}`;
    const before = (await get<RebookFlightsResult>(url)).body.data.itineraries;
    const hit = before[0]?.outbound.segments[0];
    if (!hit) throw new Error('the demo airlines offered nothing');
    const flies = (offers: RebookFlightsResult['itineraries']) =>
      offers.filter((offer) => offer.outbound.segments.some((s) => s.flightNo === hit.flightNo)).length;
    expect(flies(before)).toBeGreaterThan(0);

    // That very flight on that day is cancelled, and the order is listed on the disruption.
    await t.database.db.execute(sql`with c as (
        insert into after_sales_cases (kind, case_no, order_no, pnr, airline, passenger_names, segment_summary,
          sub_type, status, passenger_ids, segment_ids, currency, created_by, updated_by)
        values ('DISRUPTION', 'FD-REBOOK-TEST', '', '', ${hit.flightNo.slice(0, 2)}, '', ${hit.flightNo},
          'CANCELLATION', 'NOTIFIED', '{}', '{}', 'EUR', 'test', 'test')
        returning id),
      d as (
        insert into disruption_flights (case_id, type, airline, flight_no, flight_date, dep, arr,
          original_dep_time, original_arr_time)
        select c.id, 'CANCELLATION', ${hit.flightNo.slice(0, 2)}, ${hit.flightNo}, ${order.depart},
          ${hit.dep}, ${hit.arr}, ${hit.depTime.replace('T', ' ')}, ${hit.arrTime.replace('T', ' ')} from c
        returning case_id)
      insert into flight_disruption_orders (case_id, order_id, segment_id, passenger_count, platform_type)
      select d.case_id, o.id, null, 1, o.platform_type from d, orders o where o.order_no = ${order.order_no}`);
    const after = (await get<RebookFlightsResult>(url)).body.data.itineraries;
    expect(flies(after)).toBe(0);
    expect(after.length).toBe(before.length - flies(before));
  });

  it('answers HTTP 403 without the rebook code', async () => {
    const fresh = await freshOrder(1);
    const calls: InjectOptions[] = [
      { method: 'GET', url: '/prod-api/orderRebook/pageList' },
      { method: 'GET', url: `/prod-api/orderRebook/detail?orderNo=${fresh.order_no}` },
      {
        method: 'GET',
        url: `/prod-api/orderRebook/flights?orderNo=${fresh.order_no}&departDate=${fresh.depart}`,
      },
      { method: 'POST', url: '/prod-api/orderRebook/select', payload: {} },
      { method: 'POST', url: '/prod-api/orderRebook/confirm', payload: {} },
      { method: 'POST', url: '/prod-api/orderRebook/pay', payload: {} },
      { method: 'POST', url: '/prod-api/orderRebook/cancel', payload: {} },
    ];
    for (const options of calls) {
      const answer = await call(options, 'limited');
      expect(answer.http).toBe(403);
    }
  });
});
