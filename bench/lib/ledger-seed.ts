// Bulk ledger entries for the transaction-record figures of `npm run bench` (issue 11): the ledger grown
// to `total` entries by a few set-based statements inside the database (no row travels through Node).
// The demo CLI's ledger (each platform's EUR account: daily top-ups and the paid orders' debits over the
// year of orders) stays as it is; the entries added go to a USD and a GBP account of each platform, over the last
// year, and keep what the list and the balance rely on: within an account the ids run in time order and
// each balance_after is the one before plus the amount. Each account opens with a top-up, then every
// block of entries starts with a top-up covering the block's net debits (to the nearest 100), as the
// demo's daily top-ups do, so balances stay near the opening one.
import { sql } from 'drizzle-orm';
import { suspendIndexes } from '../../apps/server/src/demo/orders/bulk-indexes';
import type { Database } from '../../apps/server/src/platform/db';
import { rowsOf } from '../../apps/server/src/platform/sql-rows';

const PLATFORMS = [1, 2];
const CURRENCIES = ['USD', 'GBP'];
const CREDIT_LIMIT = '5000.00';
const OPENING = 20_000;
const DAYS = 365;
/** An account's entries between two of its top-ups. */
const BLOCK = 20;

/**
 * Adds entries until the ledger holds `total` (none when it holds that many already); answers the wall
 * time in ms and the entries added. Run on the database before the server starts (PGlite admits one
 * process), with vacuum so the list's counts may scan the indexes only.
 */
export async function seedLedger(db: Database, total: number): Promise<{ ms: number; added: number }> {
  const started = performance.now();
  const [held] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ledger_entries`);
  const added = Math.max(0, total - (held?.n ?? 0));
  if (added === 0) return { ms: performance.now() - started, added };
  await db.transaction(async (tx) => {
    const restore = await suspendIndexes(tx, ['ledger_entries']);
    await tx.execute(sql`insert into accounts (platform_type, currency, credit_limit)
      select p, c, ${CREDIT_LIMIT}::numeric
      from unnest(${sql.raw(`array[${PLATFORMS.join(', ')}]`)}) p
      cross join unnest(${sql.raw(`array[${CURRENCIES.map((c) => `'${c}'`).join(', ')}]`)}::text[]) c
      on conflict (platform_type, currency) do nothing`);
    // Each account's opening balance: its last entry's, 0 for a new account.
    await tx.execute(sql`create temp table bench_accounts on commit drop as
      select row_number() over (order by a.id) as rn, a.id,
        coalesce((select e.balance_after from ledger_entries e where e.account_id = a.id
          order by e.id desc limit 1), 0) as opening
      from accounts a where a.currency in (${sql.join(
        CURRENCIES.map((c) => sql`${c}`),
        sql`, `,
      )})`);
    const accounts = CURRENCIES.length * PLATFORMS.length;
    await tx.execute(sql`create temp table bench_ledger on commit drop as
      with placed as (
        select g.i, a.id as account_id, a.opening, (g.i - 1) / ${accounts} as k,
          hashint8extended(g.i, 4241) & 9223372036854775807 as h
        from generate_series(1, ${added}) g(i)
        join bench_accounts a on a.rn = 1 + (g.i - 1) % ${accounts}
      ),
      moved as (
        select p.*, case when k % ${BLOCK} = 0 then 'TOP_UP'
            when h % 10 = 0 then 'REFUND_CREDIT' when h % 10 = 1 then 'CHANGE_DEBIT'
            when h % 10 = 2 then 'ANCILLARY_DEBIT' else 'BOOKING_DEBIT' end as type,
          case when k % ${BLOCK} = 0 then 0
            when h % 10 = 0 then (20 + (h >> 8) % 80000 / 100.0)
            when h % 10 = 2 then -(10 + (h >> 8) % 15000 / 100.0)
            else -(20 + (h >> 8) % 148000 / 100.0) end::numeric(14, 2) as move
        from placed p
      ),
      amounts as (
        select m.*, case when type = 'TOP_UP'
            then greatest(100, round(-sum(move) over (partition by account_id, k / ${BLOCK}), -2))
              + case when k = 0 then ${OPENING} else 0 end
            else move end as amount
        from moved m
      )
      select (select coalesce(max(id), 0) from ledger_entries) + i as id, account_id, type, amount,
        opening + sum(amount) over (partition by account_id order by i) as balance_after,
        case when type = 'TOP_UP' then 'TOPUP-BENCH-' else 'BENCH-' end || lpad(i::text, 8, '0') as reference,
        case when type = 'TOP_UP' then 'admin' else 'system' end as operator,
        now() - interval '${sql.raw(String(DAYS))} days'
          + interval '${sql.raw(String(DAYS))} days' * ((i - 0.5) / ${added}) as created_at
      from amounts`);
    await tx.execute(sql`insert into ledger_entries
        (id, account_id, type, amount, balance_after, reference, operator, created_at)
      overriding system value
      select id, account_id, type, amount, balance_after, reference, operator, created_at
      from bench_ledger order by id`);
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('ledger_entries', 'id'), (select max(id) from ledger_entries))`,
    );
    await restore();
  });
  for (const table of ['ledger_entries', 'accounts']) await db.execute(sql.raw(`vacuum analyze ${table}`));
  return { ms: performance.now() - started, added };
}
