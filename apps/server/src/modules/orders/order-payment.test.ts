import type { OrderPaymentInfo } from '@ota/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';

type Answer<T> = { status: number; message: string; data: T };

describe.each(testEngines())('order payment page on the demo data (%s)', (engine) => {
  const t = useTestApp(engine);

  const payment = async (user: string, prefix: string, orderNo: string) =>
    (
      await t.inject({
        method: 'GET',
        url: `/prod-api${prefix}/order/payment?orderNo=${orderNo}`,
        headers: { 'x-token': await t.login(user) },
      })
    ).json<Answer<OrderPaymentInfo>>();

  /** The first demo order of the platform in that status (unpaid ones: not paid). */
  const demoOrder = async (platformType: number, status: string) => {
    const [row] = await queryRows<{ order_no: string; total_price_eur: string }>(
      t.database.db,
      sql`select order_no, total_price_eur::text from orders where platform_type = ${platformType}
        and status = ${status} order by id limit 1`,
    );
    if (!row) throw new Error(`no ${status} demo order on platform ${platformType}`);
    return row;
  };

  it('gives every paid demo order exactly one booking debit, the one its payment names', async () => {
    const orders = await queryRows<{
      order_no: string;
      debits: number;
      debit_amount: string | null;
      paid_amount: string | null;
      named: boolean;
    }>(
      t.database.db,
      sql`with debits as (
          select l.reference, a.platform_type, count(*)::int as n, min(l.id) as id, min(-l.amount) as amount
          from ledger_entries l join accounts a on a.id = l.account_id
          where l.type = 'BOOKING_DEBIT' group by l.reference, a.platform_type)
        select o.order_no, coalesce(d.n, 0) as debits, d.amount::text as debit_amount, p.amount::text as paid_amount,
          coalesce(p.ledger_entry_id = d.id, false) as named
        from orders o
        left join order_payments p on p.order_id = o.id
        left join debits d on d.reference = o.order_no and d.platform_type = o.platform_type
        where o.paid_at is not null`,
    );
    expect(orders.length).toBeGreaterThan(1000);
    const wrong = orders.filter(
      (order) => order.debits !== 1 || !order.named || order.debit_amount !== order.paid_amount,
    );
    expect(wrong).toEqual([]);

    const [unpaid] = await queryRows<{ debits: number }>(
      t.database.db,
      sql`select count(*)::int as debits from ledger_entries l join orders o on o.order_no = l.reference
        where l.type = 'BOOKING_DEBIT' and o.paid_at is null`,
    );
    expect(unpaid?.debits).toBe(0);
  });

  it('keeps the demo ledger whole: each balance follows from the one before, never below the opening', async () => {
    const [broken] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from (select balance_after, amount,
          lag(balance_after) over (partition by account_id order by id) as before from ledger_entries) e
        where e.before is not null and e.before + e.amount <> e.balance_after`,
    );
    expect(broken?.n).toBe(0);
    const [negative] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ledger_entries where balance_after < 0`,
    );
    expect(negative?.n).toBe(0);
  });

  it('shows a paid order the debit it took, with its ledger entry', async () => {
    for (const [user, prefix, platformType] of [
      ['admin', '/onefly', 1],
      ['support', '', 2],
    ] as const) {
      for (const status of ['TICKETED', 'COMPLETED', 'TICKETING_FAILED']) {
        const order = await demoOrder(platformType, status);
        const answer = await payment(user, prefix, order.order_no);
        const amount = Number(order.total_price_eur);
        expect(answer.data, `${order.order_no} (${status})`).toMatchObject({
          paid: true,
          payable: false,
          amount,
          paidAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
          account: { label: platformType === 1 ? 'ONEFLY-EUR' : 'EDREAMS-EUR', currency: 'EUR' },
        });
        const debits = answer.data.ledger.filter((entry) => entry.type === 'BOOKING_DEBIT');
        expect(debits).toEqual([
          {
            id: expect.any(Number),
            type: 'BOOKING_DEBIT',
            amount: -amount,
            balanceAfter: expect.any(Number),
            currency: 'EUR',
            operator: 'system',
            createdTime: answer.data.paidAt,
          },
        ]);
      }
    }
  });

  it('claims no debit and offers no payment for an order that ended unpaid', async () => {
    for (const status of ['CANCELLED', 'EXPIRED']) {
      const order = await demoOrder(1, status);
      const answer = await payment('admin', '/onefly', order.order_no);
      expect(answer.data).toMatchObject({
        orderNo: order.order_no,
        status,
        paid: false,
        paidAt: null,
        payable: false,
        amount: null,
        ledger: [],
      });
      expect(answer.data.account?.covers).toBe(false);
    }
  });

  it('tells what paying would debit for an order waiting for payment', async () => {
    const order = await demoOrder(2, 'PENDING_PAYMENT');
    const answer = await payment('support', '', order.order_no);
    expect(answer.data).toMatchObject({
      paid: false,
      payable: true,
      amount: Number(order.total_price_eur),
      ledger: [],
    });
  });

  it('sends no balance figures to a platform whose balance is hidden', async () => {
    const order = await demoOrder(2, 'TICKETED');
    const hidden = await payment('edreams', '/edreams', order.order_no);
    expect(hidden.data.account).toMatchObject({
      label: 'EDREAMS-EUR',
      balance: null,
      creditLimit: null,
      available: null,
    });
    expect(hidden.data.ledger.map((entry) => entry.balanceAfter)).toEqual([null]);
    const shown = await payment('support', '', order.order_no);
    expect(shown.data.account?.balance).toEqual(expect.any(Number));
    expect(shown.data.ledger[0]?.balanceAfter).toEqual(expect.any(Number));
  });
});
