import { PlatformType } from '@ota/contract';
import { sql } from 'drizzle-orm';
import type { DbTransaction } from '../../platform/db';
import type { DemoContext } from '../demo-context';
import { suspendIndexes } from '../orders/bulk-indexes';

const PLATFORMS = [PlatformType.ONEFLY, PlatformType.EDREAMS];

/**
 * Every paid demo order is paid the way `pay` pays (docs/decisions/0016): one BOOKING_DEBIT of its
 * EUR value on its platform's EUR account at its payment time, and the order_payments row naming that
 * entry. The ledger tells the account's story in time order: an opening top-up the day before the
 * first payment, then each day a top-up (that day's debits rounded up to 100 EUR, so the balance
 * never falls below the opening one) followed by that day's debits. Set-based, so a benchmark's
 * million orders are paid in one statement per platform; entries bypass postEntry and its observers,
 * which is right for history (no warning mail for last month's debits).
 */
export async function seedOrderPayments(ctx: DemoContext, load: { bulk: boolean }): Promise<void> {
  // A large load builds these tables' indexes and checks their keys once at the end, not per row.
  const restore = load.bulk ? await suspendIndexes(ctx.db, ['order_payments', 'ledger_entries']) : null;
  for (const platformType of PLATFORMS) {
    const accountId = ctx.ids.get(`account:${platformType}:EUR`);
    if (accountId === undefined)
      throw new Error(`the demo EUR account of platform ${platformType} is missing`);
    await payPlatformOrders(ctx.db, {
      platformType,
      accountId,
      opening: ctx.random.amount(15_000, 25_000),
    });
  }
  await restore?.();
}

async function payPlatformOrders(
  tx: DbTransaction,
  p: { platformType: number; accountId: number; opening: string },
): Promise<void> {
  const day = sql.raw(`date_trunc('day', paid_at at time zone 'UTC') at time zone 'UTC'`);
  await tx.execute(sql`create temp table demo_ledger on commit drop as
    with paid as (
      select o.id as order_id, o.order_no, o.total_price_eur as amount, o.paid_at, ${day} as day
      from orders o
      where o.platform_type = ${p.platformType} and o.paid_at is not null
        and not exists (select 1 from order_payments op where op.order_id = o.id)
    ),
    days as (select day, sum(amount) as total from paid group by day),
    events as (
      select 0 as kind, min(day) - interval '1 day' as at, 'TOP_UP' as type, ${p.opening}::numeric as amount,
        ${`TOPUP-${p.platformType}-OPENING`} as reference, null::bigint as order_id
      from days having count(*) > 0
      union all
      select 1, day, 'TOP_UP', ceil(total / 100) * 100,
        ${`TOPUP-${p.platformType}-`} || to_char(day at time zone 'UTC', 'YYYYMMDD'), null
      from days
      union all
      select 2, paid_at, 'BOOKING_DEBIT', -amount, order_no, order_id from paid
    ),
    start as (
      select coalesce(max(id), 0) as last_id,
        coalesce((select balance_after from ledger_entries where account_id = ${p.accountId}
          order by id desc limit 1), 0) as balance
      from ledger_entries
    )
    select start.last_id + row_number() over w as id, e.type, e.amount,
      start.balance + sum(e.amount) over w as balance_after, e.reference, e.at, e.order_id
    from events e cross join start
    window w as (order by e.at, e.kind, e.order_id rows between unbounded preceding and current row)`);
  await tx.execute(sql`insert into ledger_entries
      (id, account_id, type, amount, balance_after, reference, operator, created_at)
    overriding system value
    select id, ${p.accountId}, type, amount, balance_after, reference, 'system', at from demo_ledger order by id`);
  await tx.execute(sql`insert into order_payments (order_id, ledger_entry_id, account_id, amount, operator, paid_at)
    select order_id, id, ${p.accountId}, -amount, 'system', at from demo_ledger where order_id is not null`);
  await tx.execute(sql`drop table demo_ledger`);
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('ledger_entries', 'id'), (select max(id) from ledger_entries))`,
  );
}
