import {
  DEFAULT_ORDER_PREFERENCE,
  type BalanceInfo,
  type OrderPaymentInfo,
  type OrderPreference,
} from '@ota/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';

type Answer<T> = { status: number; message: string; data: T };

describe.each(testEngines())('order payment and preference pages (%s)', (engine) => {
  const t = useTestApp(engine);

  const get = async (user: string, url: string) =>
    t.inject({ method: 'GET', url: `/prod-api${url}`, headers: { 'x-token': await t.login(user) } });
  const postJson = async (user: string, url: string, body: unknown) =>
    t.inject({
      method: 'POST',
      url: `/prod-api${url}`,
      headers: { 'x-token': await t.login(user), 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });

  it('shows what paying an order takes, then the debit it made', async () => {
    const [order] = await queryRows<{ order_no: string }>(
      t.database.db,
      sql`update orders set status = 'PENDING_PAYMENT', paid_at = null, total_price = 250.00, total_price_eur = 250.00,
          currency = 'EUR' where id = (select id from orders where platform_type = 1 and status = 'EXPIRED'
          order by id limit 1) returning order_no`,
    );
    const orderNo = order?.order_no ?? '';
    const balance = (await get('admin', '/userTransactionRecord/balanceInfo')).json<Answer<BalanceInfo[]>>()
      .data[0];
    const before = (await get('admin', `/onefly/order/payment?orderNo=${orderNo}`)).json<
      Answer<OrderPaymentInfo>
    >();
    expect(before).toEqual({
      status: 200,
      message: 'Success',
      data: {
        orderNo,
        status: 'PENDING_PAYMENT',
        price: 250,
        currency: 'EUR',
        paid: false,
        paidAt: null,
        payable: true,
        amount: 250,
        account: {
          label: 'ONEFLY-EUR',
          currency: 'EUR',
          balance: balance?.price,
          creditLimit: 5000,
          available: Math.round(((balance?.price ?? 0) + 5000) * 100) / 100,
          covers: true,
        },
        ledger: [],
      },
    });

    await postJson('admin', '/orderOperation/pay', { orderNo });
    const after = (await get('admin', `/onefly/order/payment?orderNo=${orderNo}`)).json<
      Answer<OrderPaymentInfo>
    >();
    expect(after.data).toMatchObject({ status: 'PAID', paid: true, payable: false, amount: 250 });
    expect(after.data.ledger).toEqual([
      {
        id: expect.any(Number),
        type: 'BOOKING_DEBIT',
        amount: -250,
        balanceAfter: Math.round(((balance?.price ?? 0) - 250) * 100) / 100,
        currency: 'EUR',
        operator: 'admin',
        createdTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      },
    ]);
    expect(after.data.account?.balance).toBe(Math.round(((balance?.price ?? 0) - 250) * 100) / 100);
  });

  it('answers 201 for an order not on the caller’s platform, and 403 to others', async () => {
    const [edreams] = await queryRows<{ order_no: string }>(
      t.database.db,
      sql`select order_no from orders where platform_type = 2 order by id limit 1`,
    );
    expect((await get('admin', `/onefly/order/payment?orderNo=${edreams?.order_no}`)).json()).toEqual({
      status: 201,
      message: `Order ${edreams?.order_no} does not exist`,
      data: null,
    });
    expect(
      (await get('support', `/order/payment?orderNo=${edreams?.order_no}`)).json<Answer<unknown>>().status,
    ).toBe(200);
    expect((await get('admin', '/edreams/order/payment?orderNo=X1')).statusCode).toBe(403);
    expect((await get('limited', '/onefly/order/payment?orderNo=X1')).statusCode).toBe(403);
    expect((await get('admin', '/onefly/order/payment')).json()).toMatchObject({
      message: 'orderNo is required',
    });
  });

  const preference = {
    pageSize: 50,
    columns: ['pnr', 'route', 'taxes'],
    sortField: 'departTime',
    sortOrder: 'asc',
    statuses: ['PENDING_PAYMENT', 'TICKETING_FAILED'],
    channel: 'APP',
    bookDays: 7,
  };

  it('keeps each user’s list defaults, the fixed columns always in', async () => {
    expect((await get('operator', '/orderPreference/detail')).json<Answer<OrderPreference>>().data).toEqual(
      DEFAULT_ORDER_PREFERENCE,
    );
    const saved = (await postJson('operator', '/orderPreference/save', preference)).json<
      Answer<OrderPreference>
    >();
    const expected = { ...preference, columns: ['orderNo', 'status', 'pnr', 'route', 'taxes'], saved: true };
    expect(saved).toEqual({ status: 200, message: 'Preferences saved', data: expected });
    expect((await get('operator', '/orderPreference/detail')).json<Answer<OrderPreference>>().data).toEqual(
      expected,
    );
    // Another user's defaults are untouched.
    expect((await get('admin', '/orderPreference/detail')).json<Answer<OrderPreference>>().data.saved).toBe(
      false,
    );
    const changed = { ...preference, pageSize: 10, channel: null, bookDays: null };
    expect(
      (await postJson('operator', '/orderPreference/save', changed)).json<Answer<OrderPreference>>().data,
    ).toMatchObject({ pageSize: 10, channel: null, bookDays: null });
  });

  it.each([
    [{ pageSize: 15 }, 'pageSize must be one of 10, 20, 50, 100'],
    [{ columns: ['pnr', 'secret'] }, 'columns holds an unknown column'],
    [{ columns: [] }, 'columns must have at least 1 items'],
    [{ statuses: ['FLYING'] }, 'statuses must be among PENDING_PAYMENT'],
    [{ sortField: 'price' }, 'sortField must be one of bookTime, departTime, totalPrice, status'],
    [{ bookDays: 0 }, 'bookDays must be at least 1'],
    [{ channel: 'FAX' }, 'channel must be one of WEB, APP, META, CALL_CENTER, API'],
  ])('refuses %o naming the field', async (change, message) => {
    const answer = (await postJson('admin', '/orderPreference/save', { ...preference, ...change })).json<
      Answer<null>
    >();
    expect(answer.status).toBe(400);
    expect(answer.message).toContain(message);
  });

  it('needs 1001-1', async () => {
    expect((await get('limited', '/orderPreference/detail')).statusCode).toBe(403);
    expect((await postJson('limited', '/orderPreference/save', preference)).statusCode).toBe(403);
  });
});
