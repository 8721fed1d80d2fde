import { DEFAULT_BULK_FROM, generateOrders } from '../orders/generate-orders';
import { DEMO_SEED, type DemoContext } from '../demo-context';
import { seedOrderPayments } from './order-payments';

/** Spec: the demo shows 5,000 orders unless asked for another number (`--orders N`). */
export const DEFAULT_DEMO_ORDERS = 5000;

/**
 * Orders of both platforms booked over the last year (most in its last 90 days) and flying up to 60 days
 * ahead, then the ledger that paid them.
 */
export async function seedOrders(ctx: DemoContext): Promise<void> {
  const count = ctx.options.orders ?? DEFAULT_DEMO_ORDERS;
  await generateOrders(ctx.db, {
    // Its own seed, so seeders added before this one do not change the orders.
    seed: ctx.options.seed ?? DEMO_SEED,
    count,
    now: ctx.now,
  });
  await seedOrderPayments(ctx, { bulk: count >= DEFAULT_BULK_FROM });
}
