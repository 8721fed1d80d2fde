import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { balanceOf, ledgerFor } from './cases';
import { queryRows, testEngines } from './databases';
import { paidOrder } from './factories';

describe.each(testEngines())('the paid order factory (%s)', (engine) => {
  const t = useTestApp(engine);

  it('makes a ticketed order paid through the payment path: one debit, its payment row, the balance moved', async () => {
    const [account] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from accounts where platform_type = 2 and currency = 'EUR'`,
    );
    const before = await balanceOf(t, account?.id ?? 0);
    const order = await paidOrder(t, {
      platform: 2,
      airline: 'OL',
      adults: 2,
      children: 1,
      infants: 1,
      roundTrip: true,
      daysAhead: 20,
      adultFare: 100,
    });
    // 2 × 100 + 75 + 10, both ways.
    expect(order.account_id).toBe(account?.id);
    expect(await ledgerFor(t, order.order_no)).toEqual([{ type: 'BOOKING_DEBIT', amount: '-570.00' }]);
    expect(Number(await balanceOf(t, order.account_id))).toBeCloseTo(Number(before) - 570, 2);
    const [row] = await queryRows<{
      status: string;
      paid: string;
      airline: string;
      days: number;
      count: number;
    }>(
      t.database.db,
      sql`select o.status, p.amount::text as paid, o.airline, o.passenger_count::int as count,
          (o.depart_time::date - current_date)::int as days
        from orders o join order_payments p on p.order_id = o.id where o.id = ${order.id}`,
    );
    expect(row).toMatchObject({ status: 'TICKETED', paid: '570.00', airline: 'OL', count: 4 });
    expect(row?.days).toBeGreaterThanOrEqual(20);
    expect(row?.days).toBeLessThan(27);
    expect(order.passengers).toHaveLength(4);
    expect(order.passengers.every((passenger) => /^903\d{10}$/.test(passenger.ticket_no ?? ''))).toBe(true);
    expect(order.segments.map((segment) => segment.back)).toEqual([false, true]);
  });
});
