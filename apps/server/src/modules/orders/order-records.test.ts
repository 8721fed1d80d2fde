import type { OperationRecord, OrderDetail } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';

type Answer<T> = { status: number; message: string; data: T };

/** Operation records stored as event codes with params (decision 0033), on both engines. */
describe.each(testEngines())('order records as events (%s)', (engine) => {
  const t = useTestApp(engine);

  const records = async (orderNo: string): Promise<OperationRecord[]> => {
    const response = await t.inject({
      method: 'GET',
      url: `/prod-api/onefly/order/detail?orderNo=${orderNo}`,
      headers: { 'x-token': await t.login('admin'), 'accept-language': 'zh' },
    });
    return response.json<Answer<OrderDetail[]>>().data[0]?.operationRecordVOList ?? [];
  };

  const demoOrder = async (status: string) => {
    const [order] = await queryRows<{ id: number; order_no: string }>(
      t.database.db,
      sql`select id::int as id, order_no from orders where platform_type = 1 and status = ${status}
        order by id limit 1`,
    );
    if (!order) throw new Error(`no demo order in ${status}`);
    return order;
  };

  it('writes every demo record with its code and params', async () => {
    const [unwritten] = await queryRows<{ orders: number; cases: number }>(
      t.database.db,
      sql`select (select count(*)::int from order_operation_records where event_code is null) as orders,
        (select count(*)::int from case_records where event_code is null and action <> 'NOTE') as cases`,
    );
    expect(unwritten).toEqual({ orders: 0, cases: 0 });
    const order = await demoOrder('COMPLETED');
    const [stored] = await queryRows<{ content: string; event_code: string; event_params: unknown }>(
      t.database.db,
      sql`select content, event_code, event_params from order_operation_records where order_id = ${order.id}
        order by create_time, id limit 1`,
    );
    expect(stored?.event_code).toBe('recordOrderCreated');
    expect(stored?.content).toMatch(/^Order created via \S+ \(.+\)$/);
    expect((await records(order.order_no))[0]).toMatchObject({
      content: stored?.content,
      code: 'recordOrderCreated',
      params: stored?.event_params,
    });
  });

  it('stores a payment as its event, and answers the stored code and params', async () => {
    const order = await demoOrder('EXPIRED');
    await t.database.db.execute(
      sql`update orders set status = 'PENDING_PAYMENT', paid_at = null, total_price = 10.00, total_price_eur = 10.00,
        currency = 'EUR' where id = ${order.id}`,
    );
    const paid = await t.inject({
      method: 'POST',
      url: '/prod-api/orderOperation/pay',
      headers: { 'x-token': await t.login('admin'), 'content-type': 'application/json' },
      payload: JSON.stringify({ orderNo: order.order_no }),
    });
    expect(paid.json<Answer<unknown>>().status).toBe(200);
    const [stored] = await queryRows<{
      content: string;
      event_code: string;
      event_params: Record<string, string>;
    }>(
      t.database.db,
      sql`select content, event_code, event_params from order_operation_records where order_id = ${order.id}
        order by id desc limit 1`,
    );
    expect(stored?.event_code).toBe('recordPaid');
    expect(stored?.event_params).toMatchObject({ amount: '10.00 EUR', account: 'ONEFLY-EUR' });
    expect(stored?.content).toBe(
      `Paid 10.00 EUR from ONEFLY-EUR (ledger entry ${stored?.event_params.entry}); balance after ${stored?.event_params.balance}`,
    );
    expect((await records(order.order_no)).at(-1)).toMatchObject({
      content: stored?.content,
      code: 'recordPaid',
      params: stored?.event_params,
    });
  });

  it('answers the stored event, not one matched from the sentence', async () => {
    const order = await demoOrder('TICKETED');
    await t.database.db.execute(
      sql`insert into order_operation_records (order_id, operator, content, event_code, event_params, create_time)
        values (${order.id}, 'admin', 'Tickets issued for 3 passenger(s)', 'recordTicketsIssued', '{"count":"4"}'::jsonb,
          now() + interval '1 day')`,
    );
    expect((await records(order.order_no)).at(-1)).toMatchObject({
      code: 'recordTicketsIssued',
      params: { count: '4' },
    });
  });

  it('still answers a code for a record written before codes were stored; free text has none', async () => {
    const order = await demoOrder('TICKETED');
    await t.database.db.execute(
      sql`insert into order_operation_records (order_id, operator, content, create_time) values
        (${order.id}, 'admin', 'Reconfirmed with Demo Air: booking ABC123 is TICKETED', now() + interval '2 days'),
        (${order.id}, 'admin', 'Called the customer', now() + interval '3 days')`,
    );
    const [old, typed] = (await records(order.order_no)).slice(-2);
    expect(old).toEqual({
      createTime: expect.any(String),
      operator: 'admin',
      content: 'Reconfirmed with Demo Air: booking ABC123 is TICKETED',
      code: 'recordReconfirmed',
      params: { supplier: 'Demo Air', pnr: 'ABC123', status: 'TICKETED' },
    });
    expect(typed).toEqual({
      createTime: expect.any(String),
      operator: 'admin',
      content: 'Called the customer',
    });
  });
});
