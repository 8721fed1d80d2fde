import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';

/** Issue 11 §6: the demo's money reconciles from the first start, whatever report reads it. */
describe.each(testEngines())('demo money (%s)', (engine) => {
  const t = useTestApp(engine);
  const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    queryRows<T>(t.database.db, query);

  it('has exactly one BOOKING_DEBIT of its EUR value for every paid order, named by its order number', async () => {
    const [paid] = await rows<{ paid: number; wrong: number }>(
      sql`select count(*)::int as paid,
          count(*) filter (where (select count(*) from ledger_entries l
            where l.type = 'BOOKING_DEBIT' and l.reference = o.order_no) <> 1
            or not exists (select 1 from ledger_entries l where l.type = 'BOOKING_DEBIT'
              and l.reference = o.order_no and l.amount = -o.total_price_eur))::int as wrong
        from orders o where o.paid_at is not null`,
    );
    expect(paid?.paid).toBeGreaterThan(1000);
    expect(paid?.wrong).toBe(0);
    const [orphans] = await rows<{ n: number }>(
      sql`select count(*)::int as n from ledger_entries l where l.type = 'BOOKING_DEBIT'
        and not exists (select 1 from orders o where o.order_no = l.reference and o.paid_at is not null)`,
    );
    expect(orphans?.n).toBe(0);
  });

  it('gives every money effect of a case its entry, referenced by the case number', async () => {
    const [effects] = await rows<{ n: number; wrong: number }>(
      sql`select count(*)::int as n,
          count(*) filter (where l.id is null or l.reference <> c.case_no)::int as wrong
        from case_money_effects e join after_sales_cases c on c.id = e.case_id
        left join ledger_entries l on l.id = e.ledger_entry_id`,
    );
    expect(effects?.n).toBeGreaterThan(0);
    expect(effects?.wrong).toBe(0);
  });

  it('ends each account on the sum of its entries, each balance following the one before', async () => {
    const accounts = await rows<{
      account_id: number;
      sum: string;
      last: string;
      chained: boolean;
      days: number;
    }>(
      sql`select account_id, sum(amount)::text as sum,
          (array_agg(balance_after order by id desc))[1]::text as last,
          bool_and(balance_after = coalesce(prev, 0) + amount) as chained,
          (max(created_at)::date - min(created_at)::date) as days
        from (select *, lag(balance_after) over (partition by account_id order by id) as prev from ledger_entries) l
        group by account_id`,
    );
    expect(accounts).toHaveLength(2);
    for (const account of accounts) {
      expect(account.last).toBe(account.sum);
      expect(account.chained).toBe(true);
      expect(account.days).toBeGreaterThan(80);
    }
  });
});
