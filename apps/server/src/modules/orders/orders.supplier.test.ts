import type { SupplierCheckResult } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoAirlines, type RunningDemoAirlines } from '../../demo/airline';
import { syncDemoWrapperUrls } from '../../demo/seeders/airlines';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';
import { testConnections } from '../airlines';
import { createWrapperClient, wrapperCallsOf } from '../suppliers';
import { TEST_AIRLINE_HOSTS } from '../../test/app';

type Answer<T> = { status: number; message: string; data: T };

describe.each(testEngines())('reconfirm and status refresh through the airline (%s)', (engine) => {
  const t = useTestApp(engine);
  let airlines: RunningDemoAirlines | undefined;

  beforeAll(async () => {
    airlines = await startDemoAirlines({ ports: [0, 0, 0] });
    await syncDemoWrapperUrls(t.database.db, airlines.wrappers);
  });
  afterAll(async () => {
    await airlines?.close();
  });

  const demoAir = () => {
    const url = airlines?.wrappers.find((wrapper) => wrapper.code === 'DA')?.url ?? '';
    return createWrapperClient({
      baseUrl: url,
      timeoutMs: 3000,
      allowedHosts: TEST_AIRLINE_HOSTS,
      name: 'Demo Air',
    });
  };

  /** A Demo Air order of platform 1 whose PNR the airline reports in `wanted`, moved to `status`. */
  const orderFor = async (wanted: string, status: string) => {
    const candidates = await queryRows<{ id: number; order_no: string; pnr: string }>(
      t.database.db,
      sql`select id, order_no, pnr from orders where platform_type = 1 and airline = 'DA'
        and status not in ('EXPIRED', 'CANCELLED', 'COMPLETED') order by id limit 200`,
    );
    for (const candidate of candidates) {
      if ((await demoAir().bookingStatus(candidate.pnr)).status !== wanted) continue;
      await t.database.db.execute(sql`update orders set status = ${status} where id = ${candidate.id}`);
      return candidate;
    }
    throw new Error(`no demo order whose booking is ${wanted}`);
  };

  const call = async (method: 'GET' | 'POST', path: string, orderNo: string, user = 'admin') => {
    const headers = { 'x-token': await t.login(user), 'content-type': 'application/json' };
    const response =
      method === 'GET'
        ? await t.inject({ method, url: `/prod-api${path}?orderNo=${orderNo}`, headers })
        : await t.inject({ method, url: `/prod-api${path}`, headers, payload: JSON.stringify({ orderNo }) });
    return response;
  };

  const lastRecord = async (orderId: number) => {
    const [row] = await queryRows<{ content: string; operator: string }>(
      t.database.db,
      sql`select content, operator from order_operation_records where order_id = ${orderId}
        order by create_time desc, id desc limit 1`,
    );
    return row;
  };

  it('reconfirms with the airline and records its answer, the status unchanged', async () => {
    const order = await orderFor('TICKETED', 'TICKETED');
    const answer = (await call('POST', '/onefly/order/reconfirm', order.order_no)).json<
      Answer<SupplierCheckResult>
    >();
    const message = `Reconfirmed with Demo Air: booking ${order.pnr} is TICKETED`;
    expect(answer).toEqual({
      status: 200,
      message,
      data: {
        orderNo: order.order_no,
        status: 'TICKETED',
        supplierStatus: 'TICKETED',
        checkedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
        message,
      },
    });
    expect(await lastRecord(order.id)).toEqual({ content: message, operator: 'admin' });
  });

  it('passes the airline’s refusal on and writes nothing', async () => {
    const order = await orderFor('CANCELLED', 'TICKETED');
    const before = await lastRecord(order.id);
    const answer = (await call('POST', '/onefly/order/reconfirm', order.order_no)).json<Answer<null>>();
    expect(answer.status).toBe(400);
    expect(answer.message).toContain(`Booking ${order.pnr} is cancelled and cannot be reconfirmed`);
    expect(await lastRecord(order.id)).toEqual(before);
  });

  it('moves a paid order on to TICKETED with ticket numbers when the airline reports it ticketed', async () => {
    const order = await orderFor('TICKETED', 'PAID');
    await t.database.db.execute(
      sql`update order_passengers set ticket_no = null, ticket_status = null where order_id = ${order.id}`,
    );
    const answer = (await call('GET', '/onefly/order/getStatus', order.order_no, 'operator')).json<
      Answer<SupplierCheckResult>
    >();
    expect(answer.data).toMatchObject({ status: 'TICKETED', supplierStatus: 'TICKETED' });
    expect(answer.message).toBe(`Demo Air reports booking ${order.pnr} TICKETED; status PAID → TICKETED`);
    const tickets = await queryRows<{ ticket_no: string; ticket_status: string }>(
      t.database.db,
      sql`select ticket_no, ticket_status from order_passengers where order_id = ${order.id}`,
    );
    for (const ticket of tickets)
      expect(ticket).toEqual({ ticket_no: expect.stringMatching(/^901\d{10}$/), ticket_status: 'OPEN' });
    expect((await lastRecord(order.id))?.operator).toBe('operator');

    const again = (await call('GET', '/onefly/order/getStatus', order.order_no)).json<
      Answer<SupplierCheckResult>
    >();
    expect(again.message).toBe(`Demo Air reports booking ${order.pnr} TICKETED; status unchanged`);
  });

  /** A TICKETED order of platform 1 flying `airline`, and the order's id. */
  const orderOf = async (airline: string) => {
    const [order] = await queryRows<{ id: number; order_no: string; pnr: string }>(
      t.database.db,
      sql`select id, order_no, pnr from orders where platform_type = 1 and airline = ${airline}
        and status = 'TICKETED' order by id limit 1`,
    );
    if (!order) throw new Error(`no ticketed ${airline} order`);
    return order;
  };

  it('asks a hub carrier through the demo airline that sells it, naming the airline', async () => {
    const order = await orderOf('IB');
    const iberiaAtDemoAir = createWrapperClient({
      baseUrl: airlines?.wrappers.find((wrapper) => wrapper.code === 'DA')?.url ?? '',
      timeoutMs: 3000,
      allowedHosts: TEST_AIRLINE_HOSTS,
      airline: 'IB',
    });
    const expected = (await iberiaAtDemoAir.bookingStatus(order.pnr)).status;
    const answer = (await call('GET', '/onefly/order/getStatus', order.order_no)).json<
      Answer<SupplierCheckResult>
    >();
    expect(answer.status).toBe(200);
    expect(answer.data.supplierStatus).toBe(expected);
    expect(answer.message).toMatch(new RegExp(`^Demo Air reports booking ${order.pnr} ${expected}; `));

    const reconfirmed = (await call('POST', '/onefly/order/reconfirm', order.order_no)).json<Answer<null>>();
    expect(reconfirmed.message).toBe(
      expected === 'CANCELLED'
        ? `Demo Air refused the request: Booking ${order.pnr} is cancelled and cannot be reconfirmed (BOOKING_CANCELLED, HTTP 409)`
        : `Reconfirmed with Demo Air: booking ${order.pnr} is ${expected}`,
    );
  });

  it('after the demo wrappers’ connection tests, finds and names every demo order’s airline', async () => {
    const tests = await testConnections(
      { db: t.database.db, timeZone: t.config.timeZone, wrapperCalls: wrapperCallsOf(t.config) },
      airlines?.wrappers.map((wrapper) => wrapper.name) ?? [],
    );
    expect(tests.map(({ name, result }) => [name, result.airlines.map((airline) => airline.code)])).toEqual([
      ['Demo Air', ['DA', 'IB', 'VY']],
      ['Euro Zephyr', ['EZ', 'AF', 'LH']],
      ['Orient Lark', ['OL', 'BA']],
    ]);
    const names = await queryRows<{ airline: string }>(
      t.database.db,
      sql`select distinct airline from orders order by airline`,
    );
    const expectedName: Record<string, string> = {
      AF: 'Air France',
      BA: 'British Airways',
      DA: 'Demo Air',
      EZ: 'Euro Zephyr',
      IB: 'Iberia',
      LH: 'Lufthansa',
      OL: 'Orient Lark',
      VY: 'Vueling',
    };
    expect(names.map((row) => row.airline)).toEqual(Object.keys(expectedName));
    for (const { airline } of names) {
      const order = await orderOf(airline);
      const detail = (await call('GET', '/onefly/order/detail', order.order_no)).json<
        Answer<{ summary: { airlineName: string } }[]>
      >();
      expect(detail.data[0]?.summary.airlineName).toBe(expectedName[airline]);
    }
    const iberia = await orderOf('IB');
    const answer = (await call('GET', '/onefly/order/getStatus', iberia.order_no)).json<Answer<null>>();
    expect(answer.message).toMatch(new RegExp(`^Demo Air reports booking ${iberia.pnr} `));
  });

  it('answers 400 when no online wrapper serves the airline', async () => {
    const other = await orderOf('LH');
    await t.database.db.execute(sql`update orders set airline = 'XX' where id = ${other.id}`);
    try {
      expect((await call('POST', '/onefly/order/reconfirm', other.order_no)).json()).toEqual({
        status: 400,
        message: 'No online wrapper for airline XX',
        data: null,
      });
    } finally {
      await t.database.db.execute(sql`update orders set airline = 'LH' where id = ${other.id}`);
    }
    const order = await orderFor('TICKETED', 'TICKETED');
    await t.database.db.execute(sql`update airline_wrappers set status = 'offline' where name = 'Demo Air'`);
    try {
      expect((await call('GET', '/onefly/order/getStatus', order.order_no)).json()).toMatchObject({
        status: 400,
        message: 'No online wrapper for airline DA',
      });
    } finally {
      await t.database.db.execute(sql`update airline_wrappers set status = 'online' where name = 'Demo Air'`);
    }
  });

  it('refuses finished orders, other prefixes and users without 1001-1', async () => {
    const [completed] = await queryRows<{ order_no: string }>(
      t.database.db,
      sql`select order_no from orders where platform_type = 1 and status = 'COMPLETED' limit 1`,
    );
    expect((await call('POST', '/onefly/order/reconfirm', completed?.order_no ?? '')).json()).toMatchObject({
      status: 400,
      message: `Order ${completed?.order_no} cannot be reconfirmed in status COMPLETED`,
    });
    expect((await call('POST', '/edreams/order/reconfirm', 'OF1')).statusCode).toBe(403);
    expect((await call('GET', '/onefly/order/getStatus', 'OF1', 'limited')).statusCode).toBe(403);
    expect((await call('GET', '/onefly/order/getStatus', 'OF0000000000')).json()).toMatchObject({
      status: 400,
      message: 'Order OF0000000000 does not exist',
    });
  });
});
