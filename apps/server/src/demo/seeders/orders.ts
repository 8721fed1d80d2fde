import { adoptLedgerDebits } from '../orders/ledger-orders';
import { generateOrders } from '../orders/generate-orders';
import { DEMO_SEED, type DemoContext } from '../seed';

/** Spec: the demo shows 5,000 orders unless asked for another number (`--orders N`). */
export const DEFAULT_DEMO_ORDERS = 5000;

/** Orders of both platforms over the last 90 days and the next 60, then the ledger's bookings. */
export async function seedOrders(ctx: DemoContext): Promise<void> {
  await generateOrders(ctx.db, {
    // Its own seed, so seeders added before this one do not change the orders.
    seed: ctx.options.seed ?? DEMO_SEED,
    count: ctx.options.orders ?? DEFAULT_DEMO_ORDERS,
    now: ctx.now,
  });
  await adoptLedgerDebits(ctx.db);
}
