import { sql } from 'drizzle-orm';
import type { DemoContext } from '../demo-context';

/** Units per EUR around which the demo's daily rates move. */
const DEMO_RATES: Record<string, number> = { USD: 1.09, GBP: 0.86, CNY: 7.85 };
/**
 * Days of rates up to today: the orders' year (today and the 365 days before), the opening top-up the
 * day before it, and one more for a business time zone west of UTC.
 */
export const DEMO_RATE_DAYS = 368;

/**
 * A year of daily rates up to today for USD, GBP and CNY (EUR is the base, 1), synced at the demo's
 * start: every demo entry and order is valued with the rate of its own day. Deterministic: two slow
 * waves per currency, no randomness, so every start shows the same rates.
 */
export async function seedExchangeRates(ctx: DemoContext): Promise<void> {
  const today = ctx.now.toISOString().slice(0, 10);
  for (const [index, [currency, base]] of Object.entries(DEMO_RATES).entries()) {
    await ctx.db.execute(sql`insert into exchange_rates (currency, day, rate, source, updated_by, synced_at)
      select ${currency}, d.day::date,
        round((${base}::numeric * (1 + 0.03 * sin(n / 37.0 + ${index}) + 0.006 * sin(n * 1.3 + ${index})))::numeric, 4),
        'demo', 'system', ${ctx.now.toISOString()}::timestamptz
      from generate_series(0, ${DEMO_RATE_DAYS - 1}) n
      cross join lateral (select ${today}::date - n as day) d`);
  }
}
