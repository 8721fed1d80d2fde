import type { OrderDetail } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../platform/passwords';
import { createRolesRepository } from '../roles/roles.repository';
import { createUsersRepository } from '../users/users.repository';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';

type Answer = { status: number; message: string; data: OrderDetail[] };

const SUMMARY_FIELDS = [
  'orderNo',
  'platformType',
  'bookTime',
  'confirmTime',
  'departTime',
  'returnTime',
  'status',
  'passengerName',
  'passengerEmail',
  'pnr',
  'route',
  'paymentAccount',
  'price',
  'currency',
  'travelType',
  'segments',
  'passengers',
  'airline',
  'airlineName',
  'client',
  'branch',
  'channel',
  'taxes',
  'fees',
  'seatPrice',
  'seatPriceEur',
  'baggagePrice',
  'baggagePriceEur',
  'cabinBaggagePrice',
  'cabinBaggagePriceEur',
  'payment',
].sort();
const SEGMENT_FIELDS = [
  'id',
  'flightNo',
  'airline',
  'dep',
  'arr',
  'depDate',
  'depTime',
  'arrDate',
  'arrTime',
  'fullDepTime',
  'fullArrTime',
  'back',
  'cabin',
  // Beyond the spec: whose own flight it is after a partial ticket change (decision 0041).
  'passengerId',
].sort();
const PASSENGER_FIELDS = [
  'id',
  'orderId',
  'name',
  'nameForShow',
  'ageType',
  'gender',
  'birthday',
  'nationality',
  'cardType',
  'cardNum',
  'cardExpired',
  'cardIssuePlace',
  'ticketNo',
  'ticketStatus',
].sort();
const CONTACT_FIELDS = [
  'name',
  'nameForShow',
  'address',
  'postcode',
  'mobile',
  'email',
  'useGuestMail',
].sort();

describe.each(testEngines())('order detail (%s)', (engine) => {
  const t = useTestApp(engine);

  const detail = async (name: string, prefix: string, orderNo: string) => {
    const response = await t.inject({
      method: 'GET',
      url: `/prod-api${prefix}/order/detail?orderNo=${encodeURIComponent(orderNo)}`,
      headers: { 'x-token': await t.login(name) },
    });
    return response;
  };

  const orderWith = async (condition: ReturnType<typeof sql>) => {
    const [row] = await queryRows<{ order_no: string; id: number }>(
      t.database.db,
      sql`select order_no, id from orders o where ${condition} order by id limit 1`,
    );
    if (!row) throw new Error('no demo order for this test');
    return row;
  };

  it('answers a list holding one detail with the fields of spec section 3', async () => {
    const order = await orderWith(
      sql`o.platform_type = 1 and o.travel_type = 2 and o.status = 'TICKETED'
        and exists (select 1 from order_passengers p where p.order_id = o.id and p.age_type = 1)
        and exists (select 1 from order_luggage l where l.order_id = o.id)`,
    );
    const response = await detail('admin', '/onefly', order.order_no);
    const body = response.json<Answer>();
    expect(response.statusCode).toBe(200);
    expect(body.status).toBe(200);
    expect(body.data).toHaveLength(1);
    const [found] = body.data;
    if (!found) throw new Error('no detail');
    expect(Object.keys(found).sort()).toEqual(
      ['summary', 'segments', 'passengers', 'luggage', 'contact', 'operationRecordVOList'].sort(),
    );
    expect(Object.keys(found.summary).sort()).toEqual(SUMMARY_FIELDS);
    expect(found.summary).toMatchObject({ orderNo: order.order_no, travelType: 2, status: 'TICKETED' });
    expect(found.summary.payment).toEqual({
      paid: true,
      paidAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      account: 'ONEFLY-EUR',
      amount: expect.any(Number),
      currency: 'EUR',
    });

    expect(found.segments.map((s) => s.back)).toEqual([false, true]);
    for (const segment of found.segments) {
      expect(Object.keys(segment).sort()).toEqual(SEGMENT_FIELDS);
      expect(segment.fullDepTime).toBe(`${segment.depDate} ${segment.depTime}:00`);
      expect(segment.depTime).toMatch(/^\d{2}:\d{2}$/);
    }
    const [outbound, back] = found.segments;
    expect(`${outbound?.dep}-${outbound?.arr}`).toBe(found.summary.route);
    expect(`${back?.dep}-${back?.arr}`).toBe(`${outbound?.arr}-${outbound?.dep}`);
    expect(found.summary.departTime).toBe(outbound?.fullDepTime);

    expect(found.passengers).toHaveLength(found.summary.passengers);
    for (const passenger of found.passengers) {
      expect(Object.keys(passenger).sort()).toEqual(PASSENGER_FIELDS);
      expect(passenger.birthday).toMatch(/^\d{8}$/);
      expect(passenger.cardExpired).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(passenger.name).toMatch(/^[A-Z' -]+\/[A-Z' -]+$/);
      expect(passenger.ticketNo).toMatch(/^\d{13}$/);
    }
    expect(found.passengers.some((p) => p.ageType === 1)).toBe(true);
    expect(found.summary.passengerName).toBe(found.passengers[0]?.nameForShow);
    expect(found.luggage.length).toBeGreaterThan(0);
    expect(found.luggage[0]).toMatchObject({
      kind: expect.stringMatching(/^(CHECKED|CABIN)$/),
      currency: found.summary.currency,
    });

    expect(Object.keys(found.contact ?? {}).sort()).toEqual(CONTACT_FIELDS);
    expect(found.contact?.email).toBe(found.summary.passengerEmail);
    // Each record also carries its event code and parameters, for the reader's language.
    expect(found.operationRecordVOList[0]).toEqual({
      createTime: found.summary.bookTime,
      operator: 'system',
      content: expect.stringContaining('Order created via'),
      code: 'recordOrderCreated',
      params: { channel: expect.any(String), client: expect.any(String) },
    });
  });

  it('names the airline as its tested wrapper does, else by its code', async () => {
    const order = await orderWith(sql`o.platform_type = 1`);
    const [{ airline } = { airline: '' }] = await queryRows<{ airline: string }>(
      t.database.db,
      sql`select airline from orders where id = ${order.id}`,
    );
    const summary = async () =>
      (await detail('admin', '/onefly', order.order_no)).json<Answer>().data[0]?.summary;
    await t.database.db.execute(
      sql`update airline_wrappers set last_test_airline = null where last_test_airline->>'code' = ${airline}`,
    );
    expect((await summary())?.airlineName).toBe(airline);
    await t.database.db.execute(
      sql`update airline_wrappers set last_test_airline = ${JSON.stringify({ code: airline, name: 'Test Airways' })}::jsonb
        where id = (select min(id) from airline_wrappers)`,
    );
    expect((await summary())?.airlineName).toBe('Test Airways');
  });

  it('answers status 201 with a message when no such order is on the caller’s platform', async () => {
    const edreamsOrder = await orderWith(sql`o.platform_type = 2`);
    for (const [user, prefix, orderNo] of [
      ['admin', '/onefly', 'OF0000000000'],
      ['admin', '/onefly', edreamsOrder.order_no],
    ] as const) {
      const body = (await detail(user, prefix, orderNo)).json<Answer>();
      expect(body).toEqual({ status: 201, message: `Order ${orderNo} does not exist`, data: [] });
    }
    expect((await detail('edreams', '/edreams', edreamsOrder.order_no)).json<Answer>().status).toBe(200);
    expect((await detail('support', '', edreamsOrder.order_no)).json<Answer>().status).toBe(200);
  });

  it('lets the operation screens read details and refuses other users and platforms', async () => {
    const order = await orderWith(sql`o.platform_type = 1`);
    expect((await detail('operator', '/onefly', order.order_no)).json<Answer>().status).toBe(200);
    expect((await detail('limited', '/onefly', order.order_no)).statusCode).toBe(403);
    expect((await detail('admin', '/edreams', order.order_no)).statusCode).toBe(403);

    const db = t.database.db;
    const roleId = await createRolesRepository(db).insert({ name: 'Refunds only', codes: ['1005-1'] });
    const users = createUsersRepository(db);
    const userId = await users.insert({
      name: 'refunder',
      passwordHash: await hashPassword('refunder123'),
      platformType: 1,
      domain: 'onefly.com',
    });
    await users.assignRoles(userId, [roleId]);
    const token = await t.login('refunder', 'refunder123');
    const refunds = await t.inject({
      method: 'GET',
      url: `/prod-api/onefly/order/detail?orderNo=${order.order_no}`,
      headers: { 'x-token': token },
    });
    expect(refunds.json<Answer>().status).toBe(200);
    const search = await t.inject({
      method: 'GET',
      url: '/prod-api/onefly/order/search',
      headers: { 'x-token': token },
    });
    expect(search.statusCode).toBe(403);
  });

  it('names the missing or malformed orderNo', async () => {
    const missing = await t.inject({
      method: 'GET',
      url: '/prod-api/onefly/order/detail',
      headers: { 'x-token': await t.login('admin') },
    });
    expect(missing.json()).toEqual({ status: 400, message: 'orderNo is required', data: null });
    expect((await detail('admin', '/onefly', 'OF 1')).json()).toMatchObject({
      status: 400,
      message: 'orderNo must hold only letters and digits',
    });
  });
});
