import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { useCaseCalls } from '../../test/cases';
import { testEngines } from '../../test/databases';
import { paidOrder } from '../../test/factories';
import type { AirlinePolicy } from './airline-policy';

describe.each(testEngines())('airline policy details (%s)', (engine) => {
  const t = useTestApp(engine);
  const { postForm } = useCaseCalls(t);
  const policy = (orderNo: string, user = 'admin') =>
    postForm<AirlinePolicy>('/airline/policy/details', { orderNo }, user);

  it('asks the order’s airline for the rules of each booked flight’s fare', async () => {
    const order = await paidOrder(t, { airline: 'EZ', roundTrip: true });
    const answer = await policy(order.order_no, 'operator');
    expect(answer.message).toBe('Success');
    expect(answer.data.orderNo).toBe(order.order_no);
    expect(answer.data.segments).toHaveLength(2);
    for (const rules of answer.data.segments) {
      expect(rules.changeable).toBe(rules.changePenalty !== null);
      expect(rules.refundable).toBe(rules.refundPenalty !== null);
      expect(['saver', 'standard', 'flex']).toContain(rules.family);
    }
    expect(answer.data.notes.length).toBeGreaterThan(0);
    expect(['Demo Air', 'Euro Zephyr', 'Orient Lark']).toContain(answer.data.answeredBy);
  });

  it('names what stands in the way: no order, no wrapper for the airline, another platform, no code', async () => {
    expect((await policy('NOSUCH1')).message).toBe('Order NOSUCH1 does not exist');
    // Every demo airline has a wrapper (a demo airline sells the hub carriers): one no wrapper serves.
    const other = await paidOrder(t);
    await t.database.db.execute(sql`update orders set airline = 'XX' where id = ${other.id}`);
    expect((await policy(other.order_no)).message).toBe('No online wrapper for airline XX');
    const edreamsOrder = await paidOrder(t, { platform: 2 });
    expect((await policy(edreamsOrder.order_no, 'operator')).message).toBe(
      `Order ${edreamsOrder.order_no} does not exist`,
    );
    expect((await policy(edreamsOrder.order_no, 'limited')).status).toBe(403);
  });
});
