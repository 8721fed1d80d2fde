import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastSettledDay } from '../../platform/settled-days';
import { rowsOf } from '../../platform/sql-rows';
import { useTestApp } from '../../test/app';
import { queryRows, testEngines } from '../../test/databases';
import { createFinancialRepository } from './financial.repository';
import { columnSums } from './report-columns';
import { grouped, lines, type ReportRange } from './report-lines';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe.each(testEngines())('financial rows kept per settled day (%s)', (engine) => {
  const t = useTestApp(engine);
  const db = () => t.database.db;
  const repository = () => createFinancialRepository(db());
  const rangeOf = (scope: number | null, startTime: string, endTime = daysAgo(0), timeZone = 'UTC') => ({
    scope,
    startTime,
    endTime,
    timeZone,
  });

  /** The report computed live from the lines, as it was before anything was kept. */
  async function live(range: ReportRange) {
    const rows = await rowsOf<Record<string, unknown>>(
      db(),
      sql`select g.* from (${grouped(range)}) g order by g.d, g."orderId"`,
    );
    const totals = await rowsOf<Record<string, string | null>>(
      db(),
      sql`select currency, ${columnSums()} from (${lines(range)}) l
        group by grouping sets ((currency), ()) order by currency nulls last`,
    );
    return { rows: rows.map(({ d: _d, ...row }) => row), totals };
  }

  /** The report as the service reads it: kept settled days, the rest live. */
  async function read(range: ReportRange) {
    const reports = repository();
    await reports.prepare(range);
    const rows = await reports.page(range, 100_000, 0);
    const totals = await reports.totals(range);
    return {
      rows: (rows as unknown as Record<string, unknown>[]).map(({ d: _d, ...row }) => row),
      totals,
      count: await reports.count(range),
    };
  }

  async function expectKeptEqualsLive(range: ReportRange) {
    const [kept, expected] = [await read(range), await live(range)];
    expect(kept.rows).toEqual(expected.rows);
    expect(kept.count).toBe(expected.rows.length);
    const whole = expected.totals.find((row) => row.currency === null);
    expect(kept.totals.byCurrency).toEqual(expected.totals.filter((row) => row.currency !== null));
    for (const [column, value] of Object.entries(kept.totals.eur))
      expect(value).toBe(whole?.[`${column}Eur`]);
    return kept;
  }

  const marked = async (day: string) =>
    (
      await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from financial_day_marks where time_zone = 'UTC' and day = ${day}::date`,
      )
    )[0]?.n;

  /** A paid order of platform 1 and a day in the settled past it was paid on. */
  async function paidOrder(): Promise<{ id: number; orderNo: string; day: string }> {
    const [order] = await queryRows<{ id: number; orderNo: string; day: string }>(
      db(),
      sql`select id::int, order_no as "orderNo", to_char(paid_at at time zone 'UTC', 'YYYY-MM-DD') as day
        from orders where platform_type = 1 and paid_at between now() - interval '20 days' and now() - interval '5 days'
        order by id limit 1`,
    );
    if (!order) throw new Error('the demo data has no order paid 5 to 20 days ago');
    return order;
  }

  it('reads the settled days kept and today live, equal to the live report to the cent on every platform', async () => {
    for (const scope of [1, 2, null]) await expectKeptEqualsLive(rangeOf(scope, daysAgo(30)));
    const kept = await queryRows<{ n: number; future: number }>(
      db(),
      sql`select count(*)::int as n, count(*) filter (where day > ${lastSettledDay('UTC')}::date)::int as future
        from financial_day_rows where time_zone = 'UTC'`,
    );
    expect(kept[0]?.n).toBeGreaterThan(0);
    expect(kept[0]?.future).toBe(0);
    const days = await repository().days(rangeOf(1, daysAgo(30)));
    expect(days.length).toBeGreaterThan(10);
  });

  it('forgets a day when a rate of it or of a day before changes, is removed or is added', async () => {
    const order = await paidOrder();
    const range = rangeOf(1, daysAgo(30));
    await expectKeptEqualsLive(range);
    expect(await marked(order.day)).toBe(1);
    const earlier = daysAgo(25);
    await db().execute(sql`update exchange_rates set rate = rate * 1.5 where day = ${earlier}::date`);
    expect(await marked(order.day)).toBe(0);
    await expectKeptEqualsLive(range);
    await db().execute(sql`update exchange_rates set synced_at = now() where day >= ${earlier}::date`);
    expect(await marked(order.day)).toBe(1);
    await db().execute(sql`delete from exchange_rates where day = ${order.day}::date`);
    expect(await marked(order.day)).toBe(0);
    await expectKeptEqualsLive(range);
    await db().execute(sql`insert into exchange_rates (currency, day, rate, source, updated_by)
      values ('USD', ${order.day}::date, 3.25, 'entered', 'test'), ('GBP', ${order.day}::date, 0.5, 'entered', 'test')`);
    expect(await marked(order.day)).toBe(0);
    await expectKeptEqualsLive(range);
  });

  it('forgets the day of an external line, a past ledger movement of a case, and a changed order', async () => {
    const order = await paidOrder();
    const range = rangeOf(1, daysAgo(30));
    const row = async () =>
      (await repository().page(range, 100_000, 0)).find(
        (r) => r.orderNo === order.orderNo && r.day === order.day,
      );

    await expectKeptEqualsLive(range);
    await db()
      .execute(sql`insert into financial_lines (platform_type, reference, order_id, day, currency, amount, amount_eur, created_by)
      values (1, 'KEPT-TEST-1', ${order.id}, ${order.day}::date, 'EUR', 12.34, 12.34, 'test')`);
    expect(await marked(order.day)).toBe(0);
    expect((await expectKeptEqualsLive(range)).rows.length).toBeGreaterThan(0);
    expect((await row())?.externalEur).toBe('12.34');

    const [refund] = await queryRows<{ caseNo: string; orderNo: string }>(
      db(),
      sql`select c.case_no as "caseNo", o.order_no as "orderNo" from after_sales_cases c
        join orders o on o.id = c.order_id where c.kind = 'REFUND' and o.platform_type = 1 limit 1`,
    );
    if (!refund) throw new Error('the demo data has no refund of platform 1');
    await db()
      .execute(sql`insert into ledger_entries (account_id, type, amount, balance_after, reference, operator, created_at)
      select id, 'REFUND_CREDIT', 45.67, 0, ${refund.caseNo}, 'test', ${`${order.day}T12:00:00Z`}::timestamptz
      from accounts where platform_type = 1 and currency = 'EUR'`);
    expect(await marked(order.day)).toBe(0);
    await expectKeptEqualsLive(range);
    const refunded = (await repository().page(range, 100_000, 0)).find(
      (r) => r.orderNo === refund.orderNo && r.day === order.day,
    );
    expect(refunded?.refundsEur).toMatch(/^-\d/);

    await expectKeptEqualsLive(range);
    await db().execute(sql`update orders set taxes = taxes + 1.11 where id = ${order.id}`);
    expect(await marked(order.day)).toBe(0);
    await expectKeptEqualsLive(range);
  });

  it('agrees when several readers fill the same days at once', async () => {
    const range = rangeOf(null, daysAgo(40), daysAgo(0), 'Asia/Tokyo');
    await Promise.all([1, 2, 3].map(() => repository().prepare(range)));
    await expectKeptEqualsLive(range);
    const doubled = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from (select day, platform_type, currency from financial_day_totals
        where time_zone = 'Asia/Tokyo' group by 1, 2, 3 having count(*) > 1) d`,
    );
    expect(doubled[0]?.n).toBe(0);
  });
});
