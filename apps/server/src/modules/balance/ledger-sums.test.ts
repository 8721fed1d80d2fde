import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { lastSettledDay } from '../../platform/settled-days';
import { queryRows, testEngines, useTestDatabase } from '../../test/databases';
import { createLedgerRepository } from './ledger.repository';
import type { LedgerFilter } from './ledger-reading';
import { ledgerSums } from './ledger-sums';

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describe.each(testEngines())('ledger sums kept per settled day (%s)', (engine) => {
  const t = useTestDatabase(engine);
  let platformType = 300;

  /** An account with entries over the last 40 days, today's included, several a day and of two types. */
  async function accountWithHistory(): Promise<number> {
    platformType += 1;
    const db = t.handle.db;
    const accountId = await createLedgerRepository(db).createAccount({
      platformType,
      currency: 'EUR',
      creditLimit: '0',
    });
    await db.execute(sql`insert into ledger_entries (account_id, type, amount, balance_after, operator, created_at)
      select ${accountId}, case when n % 3 = 0 then 'TOP_UP' else 'BOOKING_DEBIT' end,
        case when n % 3 = 0 then 100.25 + n else -(7.31 * (n % 11 + 1)) end, 0, 'test',
        now() - (n * interval '97 minutes')
      from generate_series(0, 600) n`);
    return accountId;
  }

  /** The same sums counted straight from the entries. */
  const direct = (accountId: number, from: string, to: string, timeZone: string, type?: string) =>
    queryRows<{ accountId: number; count: number; credits: string; debits: string; net: string }>(
      t.handle.db,
      sql`select account_id as "accountId", count(*)::int as count,
          coalesce(sum(amount) filter (where amount > 0), 0)::text as credits,
          coalesce(sum(amount) filter (where amount < 0), 0)::text as debits, sum(amount)::text as net
        from ledger_entries where account_id = ${accountId}
          and (created_at at time zone ${timeZone})::date between ${from}::date and ${to}::date
          and (${type ?? null}::text is null or type = ${type ?? null})
        group by account_id`,
    );
  const marks = async (timeZone: string) =>
    (
      await queryRows<{ n: number }>(
        t.handle.db,
        sql`select count(*)::int as n from ledger_sum_days where time_zone = ${timeZone}`,
      )
    )[0]?.n;
  const sums = (filter: Omit<LedgerFilter, 'timeZone'> & { timeZone?: string }) =>
    ledgerSums(t.handle.db, { timeZone: 'UTC', ...filter });

  it('sums the settled days from the kept rows and today live, to the cent, in any time zone', async () => {
    const accountId = await accountWithHistory();
    for (const timeZone of ['UTC', 'Pacific/Auckland', 'America/Los_Angeles']) {
      const range = { startDay: daysAgo(30), endDay: daysAgo(-1) };
      expect(await sums({ accountIds: [accountId], ...range, timeZone })).toEqual(
        await direct(accountId, range.startDay, range.endDay, timeZone),
      );
      expect(await marks(timeZone)).toBeGreaterThan(0);
      // Read again from the kept rows alone, and with a type and with no start.
      expect(await sums({ accountIds: [accountId], ...range, timeZone })).toEqual(
        await direct(accountId, range.startDay, range.endDay, timeZone),
      );
      expect(await sums({ accountIds: [accountId], ...range, types: ['TOP_UP'], timeZone })).toEqual(
        await direct(accountId, range.startDay, range.endDay, timeZone, 'TOP_UP'),
      );
      expect(await sums({ accountIds: [accountId], timeZone })).toEqual(
        await direct(accountId, daysAgo(60), daysAgo(-1), timeZone),
      );
    }
    const settled = lastSettledDay('UTC');
    const kept = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from ledger_day_sums where time_zone = 'UTC' and day > ${settled}::date`,
    );
    expect(kept[0]?.n).toBe(0);
  });

  it('forgets the day of an entry written into the past, and keeps days a payment of today does not touch', async () => {
    const accountId = await accountWithHistory();
    const range = { accountIds: [accountId], startDay: daysAgo(20), endDay: daysAgo(0) };
    await sums(range);
    const before = await marks('UTC');
    await t.handle.db
      .execute(sql`insert into ledger_entries (account_id, type, amount, balance_after, operator)
      values (${accountId}, 'TOP_UP', 1.01, 0, 'test')`);
    expect(await marks('UTC')).toBe(before);
    await t.handle.db
      .execute(sql`insert into ledger_entries (account_id, type, amount, balance_after, operator, created_at)
      values (${accountId}, 'ADJUSTMENT', -12.34, 0, 'test', ${`${daysAgo(5)}T12:00:00Z`})`);
    expect(await marks('UTC')).toBe((before ?? 0) - 1);
    const after = await sums(range);
    expect(after).toEqual(await direct(accountId, range.startDay, range.endDay, 'UTC'));
    expect(after[0]?.debits).toContain('.');
    expect(await marks('UTC')).toBe(before);
  });

  it('agrees when several readers fill the same days at once', async () => {
    const accountId = await accountWithHistory();
    const timeZone = 'Asia/Kolkata';
    const range = { accountIds: [accountId], startDay: daysAgo(35), endDay: daysAgo(1), timeZone };
    const answers = await Promise.all([sums(range), sums(range), sums(range), sums(range)]);
    const expected = await direct(accountId, range.startDay, range.endDay, timeZone);
    for (const answer of answers) expect(answer).toEqual(expected);
    const doubled = await queryRows<{ n: number }>(
      t.handle.db,
      sql`select count(*)::int as n from (select day from ledger_sum_days where time_zone = ${timeZone}
        group by day having count(*) > 1) d`,
    );
    expect(doubled[0]?.n).toBe(0);
  });
});
