import type { BalanceInfo, PaymentResult } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';

type Answer<T> = { status: number; message: string; data: T };

describe.each(testEngines())('order payment (%s)', (engine) => {
  const t = useTestApp(engine);

  const pay = async (user: string, orderNo: string) => {
    const response = await t.inject({
      method: 'POST',
      url: '/prod-api/orderOperation/pay',
      headers: { 'x-token': await t.login(user), 'content-type': 'application/json' },
      payload: JSON.stringify({ orderNo }),
    });
    return response;
  };

  /** An order of the platform made unpaid again, at a price the demo balance covers. */
  const unpaidOrder = async (platformType: number, total = '123.45', currency = 'EUR') => {
    const [row] = await queryRows<{ order_no: string; id: number }>(
      t.database.db,
      sql`update orders set status = 'PENDING_PAYMENT', paid_at = null, payment_account = '', confirm_time = null,
          total_price = ${total}::numeric, total_price_eur = ${total}::numeric * 0.5, currency = ${currency}
        where id = (select id from orders o where platform_type = ${platformType} and status = 'EXPIRED'
          and not exists (select 1 from order_payments p where p.order_id = o.id) order by id limit 1)
        returning order_no, id`,
    );
    if (!row) throw new Error('no demo order to make unpaid');
    return row;
  };

  const debits = (orderNo: string) =>
    queryRows<{ amount: string; account_currency: string; operator: string }>(
      t.database.db,
      sql`select l.amount::text, a.currency as account_currency, l.operator from ledger_entries l
        join accounts a on a.id = l.account_id where l.type = 'BOOKING_DEBIT' and l.reference = ${orderNo}`,
    );

  const balance = async (user: string) => {
    const response = await t.inject({
      method: 'GET',
      url: '/prod-api/userTransactionRecord/balanceInfo',
      headers: { 'x-token': await t.login(user) },
    });
    return response.json<Answer<BalanceInfo[]>>().data[0]?.price ?? Number.NaN;
  };

  const orderState = async (id: number) => {
    const [row] = await queryRows<{
      status: string;
      payment_account: string;
      paid: boolean;
      payments: number;
    }>(
      t.database.db,
      sql`select status, payment_account, paid_at is not null as paid,
        (select count(*)::int from order_payments where order_id = o.id) as payments from orders o where id = ${id}`,
    );
    return row;
  };

  it('debits the platform account once and marks the order paid, in one step', async () => {
    const order = await unpaidOrder(1);
    const before = await balance('admin');
    const response = await pay('admin', order.order_no);
    expect(response.json<Answer<PaymentResult>>()).toEqual({
      status: 200,
      message: `Order ${order.order_no} paid`,
      data: {
        orderNo: order.order_no,
        status: 'PAID',
        amount: 123.45,
        currency: 'EUR',
        balanceAfter: Math.round((before - 123.45) * 100) / 100,
      },
    });
    expect(await debits(order.order_no)).toEqual([
      { amount: '-123.45', account_currency: 'EUR', operator: 'admin' },
    ]);
    expect(await orderState(order.id)).toEqual({
      status: 'PAID',
      payment_account: 'ONEFLY-EUR',
      paid: true,
      payments: 1,
    });
    expect(await balance('admin')).toBe(Math.round((before - 123.45) * 100) / 100);
    const [record] = await queryRows<{ operator: string; content: string }>(
      t.database.db,
      sql`select operator, content from order_operation_records where order_id = ${order.id} order by id desc limit 1`,
    );
    expect(record?.operator).toBe('admin');
    expect(record?.content).toMatch(/^Paid 123\.45 EUR from ONEFLY-EUR \(ledger entry \d+\); balance after /);

    const again = (await pay('admin', order.order_no)).json<Answer<null>>();
    expect(again).toEqual({ status: 400, message: `Order ${order.order_no} is already paid`, data: null });
    expect(await debits(order.order_no)).toHaveLength(1);
  });

  it('pays an order in a currency the platform holds no account in from its EUR account, in EUR', async () => {
    const order = await unpaidOrder(2, '200.00', 'GBP');
    const answer = (await pay('edreams', order.order_no)).json<Answer<PaymentResult>>();
    expect(answer.data).toMatchObject({ amount: 100, currency: 'EUR', status: 'PAID' });
    expect(await debits(order.order_no)).toEqual([
      { amount: '-100.00', account_currency: 'EUR', operator: 'edreams' },
    ]);
  });

  it('makes exactly one ledger entry out of 20 concurrent payments of one order', async () => {
    const order = await unpaidOrder(1, '10.00');
    const token = await t.login('operator');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.inject({
          method: 'POST',
          url: '/prod-api/orderOperation/pay',
          headers: { 'x-token': token, 'content-type': 'application/json' },
          payload: JSON.stringify({ orderNo: order.order_no }),
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.json<Answer<unknown>>());
    expect(statuses.filter((body) => body.status === 200)).toHaveLength(1);
    const refused = statuses.filter((body) => body.status !== 200);
    expect(refused).toHaveLength(19);
    for (const body of refused) expect(body.message).toBe(`Order ${order.order_no} is already paid`);
    expect(await debits(order.order_no)).toHaveLength(1);
    expect((await orderState(order.id))?.payments).toBe(1);
  });

  it('refuses a payment the balance and credit limit do not cover, and writes nothing', async () => {
    const order = await unpaidOrder(1, '9999999.00');
    const before = await balance('admin');
    const answer = (await pay('admin', order.order_no)).json<Answer<null>>();
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(/^Insufficient balance: available [\d,]+\.\d{2} EUR$/);
    expect(await debits(order.order_no)).toEqual([]);
    expect(await orderState(order.id)).toMatchObject({ status: 'PENDING_PAYMENT', paid: false, payments: 0 });
    expect(await balance('admin')).toBe(before);
  });

  it('refuses orders that cannot be paid, unknown ones and other platforms’ ones', async () => {
    const [expired] = await queryRows<{ order_no: string }>(
      t.database.db,
      sql`select order_no from orders where platform_type = 1 and status = 'EXPIRED' order by id desc limit 1`,
    );
    expect((await pay('admin', expired?.order_no ?? '')).json()).toEqual({
      status: 400,
      message: `Order ${expired?.order_no} cannot be paid in status EXPIRED`,
      data: null,
    });
    expect((await pay('admin', 'OF0000000000')).json()).toMatchObject({
      status: 400,
      message: 'Order OF0000000000 does not exist',
    });
    const edreams = await unpaidOrder(2);
    expect((await pay('admin', edreams.order_no)).json()).toMatchObject({
      message: `Order ${edreams.order_no} does not exist`,
    });
    expect((await pay('support', edreams.order_no)).json()).toMatchObject({ status: 200 });
  });

  it('needs 1001-1 and an orderNo', async () => {
    expect((await pay('limited', 'OF1')).statusCode).toBe(403);
    const missing = await t.inject({
      method: 'POST',
      url: '/prod-api/orderOperation/pay',
      headers: { 'x-token': await t.login('admin'), 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(missing.json()).toEqual({ status: 400, message: 'orderNo is required', data: null });
  });
});
