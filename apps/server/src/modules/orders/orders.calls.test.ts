import {
  API_BASE,
  edreamsOrderCalls,
  oneflyOrderCalls,
  orderCalls,
  orderCallsOf,
  type CallDeclaration,
  type FileCall,
  type JsonCall,
  type OrderDetail,
  type OrderPathPrefix,
  type OrderSearchPage,
} from '@ota/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_AIRLINE_HOSTS, useTestApp } from '../../test/app';
import { callTester } from '../../test/calls';
import { useCaseCalls } from '../../test/cases';
import { testEngines } from '../../test/databases';
import { paidOrder, type PaidOrder } from '../../test/factories';
import { createWrapperClient } from '../suppliers';

/** Who reads each prefix: a user without a platform the unprefixed paths, each platform's user its own. */
const READERS: [OrderPathPrefix, string][] = [
  ['', 'support'],
  ['/onefly', 'admin'],
  ['/edreams', 'edreams'],
];

const today = () => new Date().toISOString().slice(0, 10);

/** The declared order calls (decision 0043): each real answer parses with its declaration's answer schema. */
describe.each(testEngines())('orders calls as declared (%s)', (engine) => {
  const t = useTestApp(engine);
  // The demo airlines answer reconfirm and getStatus.
  const { demoAirlineUrl } = useCaseCalls(t, []);
  const tokens: Record<string, string> = {};
  const orders: Partial<Record<OrderPathPrefix, PaidOrder>> = {};

  /** A PNR Demo Air reports TICKETED (it draws each PNR's status from its seed): reconfirm answers it. */
  const ticketedPnr = async (from: number) => {
    const airline = createWrapperClient({
      baseUrl: demoAirlineUrl('DA'),
      timeoutMs: 3000,
      allowedHosts: TEST_AIRLINE_HOSTS,
      name: 'Demo Air',
    });
    for (let n = from; n < from + 50; n++) {
      const pnr = `CALL${n}`;
      if ((await airline.bookingStatus(pnr)).status === 'TICKETED') return pnr;
    }
    throw new Error('Demo Air reports none of the PNRs ticketed');
  };

  beforeAll(async () => {
    for (const name of ['admin', 'edreams', 'support']) tokens[name] = await t.login(name);
    const onefly = await paidOrder(t, { adults: 2, infants: 1, roundTrip: true });
    const edreams = await paidOrder(t, { platform: 2 });
    Object.assign(orders, { '': onefly, '/onefly': onefly, '/edreams': edreams });
    const db = t.database.db;
    // Luggage on one order, no contact on the other: both shapes of the detail.
    await db.execute(sql`insert into order_luggage (order_id, passenger_id, kind, pieces, weight_kg, price, price_eur)
      values (${onefly.id}, ${onefly.passengers[0]?.id ?? 0}, 'CHECKED', 1, 23, 40.5, 40.5)`);
    await db.execute(sql`delete from order_contacts where order_id = ${edreams.id}`);
    await db.execute(sql`update orders set pnr = ${await ticketedPnr(10)} where id = ${onefly.id}`);
    await db.execute(sql`update orders set pnr = ${await ticketedPnr(60)} where id = ${edreams.id}`);
  });

  const calls = callTester(t);
  const answered = (call: JsonCall, input: Record<string, unknown>, user = 'admin') =>
    calls.answered(call, input, tokens[user] ?? '');
  const orderNoOf = (prefix: OrderPathPrefix) => orders[prefix]?.order_no ?? '';

  it('answers the list, the details and the payment page of every prefix as declared', async () => {
    for (const [prefix, user] of READERS) {
      const declared = orderCallsOf[prefix];
      const orderNo = orderNoOf(prefix);
      // A full page of demo orders, every status and every null, then one order and none.
      await answered(declared.search, { pageSize: 100, sortField: 'status' }, user);
      const page = (await answered(declared.search, { orderNo }, user)) as OrderSearchPage;
      expect(page.totalRows).toBe(1);
      expect(await answered(declared.search, { pnr: 'NOSUCH' }, user)).toEqual({ content: [], totalRows: 0 });

      const [detail] = (await answered(declared.detail, { orderNo }, user)) as OrderDetail[];
      expect(detail?.summary.orderNo).toBe(orderNo);
      expect(detail?.operationRecordVOList.some((record) => record.code !== undefined)).toBe(true);
      await answered(declared.payment, { orderNo }, user);
    }
    const [withLuggage] = (await answered(oneflyOrderCalls.detail, {
      orderNo: orderNoOf('/onefly'),
    })) as OrderDetail[];
    expect(withLuggage?.luggage).toHaveLength(1);
    const [withoutContact] = (await answered(
      edreamsOrderCalls.detail,
      { orderNo: orderNoOf('/edreams') },
      'edreams',
    )) as OrderDetail[];
    expect(withoutContact?.contact).toBeNull();
    // edreams' balance is hidden: the payment page's figures are null.
    expect(
      await answered(edreamsOrderCalls.payment, { orderNo: orderNoOf('/edreams') }, 'edreams'),
    ).toMatchObject({ account: { balance: null, available: null } });
  });

  it('answers status 201 for an order the caller cannot see: [] for the detail, null for the payment page', async () => {
    for (const [prefix, user] of READERS) {
      const declared = orderCallsOf[prefix];
      const detail = await calls.send(declared.detail, { orderNo: 'NOSUCH1' }, tokens[user] ?? '');
      expect(detail).toEqual({
        http: 200,
        body: { status: 201, message: 'Order NOSUCH1 does not exist', data: [] },
      });
      expect(declared.detail.answer.safeParse(detail.body.data).success).toBe(true);
      const payment = await calls.send(declared.payment, { orderNo: 'NOSUCH1' }, tokens[user] ?? '');
      expect(payment.body).toEqual({ status: 201, message: 'Order NOSUCH1 does not exist', data: null });
    }
  });

  it('answers the actions of every prefix as declared, each with its own message', async () => {
    for (const [prefix, user] of READERS) {
      const declared = orderCallsOf[prefix];
      const orderNo = orderNoOf(prefix);
      await answered(declared.reconfirm, { orderNo }, user);
      await answered(declared.getStatus, { orderNo }, user);
      const [detail] = (await answered(declared.detail, { orderNo }, user)) as OrderDetail[];
      const passenger = detail?.passengers[0];
      if (!passenger) throw new Error(`order ${orderNo} has no passenger`);
      const {
        orderId: _order,
        nameForShow: _shown,
        ageType: _age,
        ticketNo: _no,
        ticketStatus: _t,
        ...fields
      } = passenger;
      // Gender stays a direct edit of a ticketed passenger (decision 0023).
      const gender = passenger.gender === 'M' ? 'F' : 'M';
      const input = { orderNo, passengers: [{ ...fields, gender }] };
      const { body } = await calls.send(declared.updatePassengers, input, tokens[user] ?? '');
      expect(body).toEqual({ status: 200, message: 'Successfully updated passengers', data: null });
    }

    const db = t.database.db;
    const unpaid = await paidOrder(t);
    await db.execute(sql`delete from order_payments where order_id = ${unpaid.id}`);
    await db.execute(sql`update orders set status = 'PENDING_PAYMENT', paid_at = null, payment_account = ''
      where id = ${unpaid.id}`);
    await answered(orderCalls.payment, { orderNo: unpaid.order_no }, 'support');
    const paid = await calls.send(orderCalls.pay, { orderNo: unpaid.order_no }, tokens.admin ?? '');
    expect(paid.body.message).toBe(`Order ${unpaid.order_no} paid`);
    expect(orderCalls.pay.answer.parse(paid.body.data)).toEqual(paid.body.data);

    await db.execute(sql`update orders set status = 'TICKETING_FAILED' where id = ${unpaid.id}`);
    expect(await answered(orderCalls.reCreate, { orderNo: unpaid.order_no })).toEqual({
      orderNo: unpaid.order_no,
      status: 'TICKETING',
    });
  });

  it('answers the preferences as declared, the built-in ones before any is saved', async () => {
    expect(await answered(orderCalls.preference, {}, 'support')).toMatchObject({ saved: false });
    const saved = {
      pageSize: 50,
      columns: ['orderNo', 'pnr'],
      sortField: 'departTime',
      sortOrder: 'asc',
      statuses: ['TICKETED'],
      channel: 'APP',
      bookDays: 30,
    };
    expect(await answered(orderCalls.savePreference, saved, 'support')).toMatchObject({ saved: true });
    expect(await answered(orderCalls.preference, {}, 'support')).toMatchObject({ pageSize: 50, saved: true });
  });

  it('sends the exports as the declared files', async () => {
    const exported = async (call: FileCall, user: string) => {
      const query = new URLSearchParams({ stime: today(), etime: today() });
      const response = await t.inject({
        method: 'GET',
        url: `${API_BASE}${call.path}?${query.toString()}`,
        headers: { 'x-token': tokens[user] ?? '' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain(
        call.answer.file === 'csv' ? 'text/csv' : 'spreadsheetml',
      );
      expect(response.rawPayload.length).toBeGreaterThan(100);
    };
    for (const [prefix, user] of READERS) await exported(orderCallsOf[prefix].exportXlsx, user);
    await exported(edreamsOrderCalls.exportCsv, 'edreams');
  });

  it('refuses bad input in the words parseInput has always used, as the 400 envelope', async () => {
    const cases: [CallDeclaration, Record<string, unknown>][] = [
      [orderCalls.search, { pageSize: 'many' }],
      [orderCalls.search, { bookStart: '2026-05-02', bookEnd: '2026-05-01' }],
      [oneflyOrderCalls.detail, {}],
      [oneflyOrderCalls.payment, { orderNo: 'OF 1' }],
      [oneflyOrderCalls.getStatus, {}],
      [oneflyOrderCalls.reconfirm, { orderNo: '' }],
      [oneflyOrderCalls.updatePassengers, { orderNo: 'OF1', passengers: [] }],
      [oneflyOrderCalls.exportXlsx, { stime: '2026-05-02' }],
      [orderCalls.pay, {}],
      [orderCalls.reCreate, { orderNo: 'OF-1' }],
      [orderCalls.savePreference, { pageSize: 7 }],
    ];
    // A user without a platform reaches every prefix.
    for (const [call, input] of cases) await calls.refusedAsParseInput(call, input, tokens.support ?? '');
    await calls.refusedAsParseInput(
      edreamsOrderCalls.exportCsv,
      { stime: '2026-05-02', etime: '2026-05-01' },
      tokens.support ?? '',
    );
  });

  it('refuses another platform’s prefix before reading the input, and no session at all', async () => {
    const bad = { orderNo: 'X', passengers: [], pageSize: 'many' };
    for (const call of [...Object.values(edreamsOrderCalls), orderCalls.search, orderCalls.detail]) {
      expect((await calls.send(call, bad, tokens.admin ?? '')).http, `${call.method} ${call.path}`).toBe(403);
    }
    for (const call of [
      ...Object.values(orderCalls),
      ...Object.values(oneflyOrderCalls),
      ...Object.values(edreamsOrderCalls),
    ]) {
      const { http, body } = await calls.send(call, bad, '');
      expect(http).toBe(403);
      expect(body).toEqual({ status: 403, message: "You don't have permission", data: null });
    }
  });
});
