import { sql, type SQL } from 'drizzle-orm';
import { ledgerEntries } from '../../db/schema/balance';
import { ledgerDaySums, ledgerSumDays } from '../../db/schema/ledger-day-sums';
import type { Database } from '../../platform/db';
import { rowsOf } from '../../platform/sql-rows';

/**
 * The ledger's sums kept per settled day (docs/decisions/0037-report-figures-kept-per-settled-day.md):
 * filled for the days of a range that have no mark, in one statement that marks them, so two fillers
 * of the same days agree (the second's marks conflict and it fills nothing).
 */
export interface DayRange {
  startDay: string;
  endDay: string;
  timeZone: string;
}

/** Shared by fills, taken by a trigger writing into a settled day (migration 0024). */
const FILL_LOCK = 240024;

const days = ({ startDay, endDay }: DayRange) =>
  sql`generate_series(${startDay}::date, ${endDay}::date, interval '1 day')`;

async function missingDays(db: Database, range: DayRange): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${days(range)} d
      where not exists (select 1 from ${ledgerSumDays} m
        where m.time_zone = ${range.timeZone} and m.day = d::date)`,
  );
  return row?.n ?? 0;
}

function fillStatement({ startDay, endDay, timeZone }: DayRange): SQL {
  const dayOf = sql`(${ledgerEntries.createdAt} at time zone ${timeZone})::date`;
  const bound = (edge: SQL) => sql`((select ${edge} from claimed)::timestamp at time zone ${timeZone})`;
  return sql`with claimed as (
      insert into ${ledgerSumDays} (time_zone, day)
      select ${timeZone}, d::date from ${days({ startDay, endDay, timeZone })} d
      on conflict do nothing returning day)
    insert into ${ledgerDaySums} (time_zone, day, account_id, type, entries, credits, debits)
    select ${timeZone}, ${dayOf}, ${ledgerEntries.accountId}, ${ledgerEntries.type}, count(*),
      coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} > 0), 0),
      coalesce(sum(${ledgerEntries.amount}) filter (where ${ledgerEntries.amount} < 0), 0)
    from ${ledgerEntries}
    where ${ledgerEntries.createdAt} >= ${bound(sql`min(day)`)}
      and ${ledgerEntries.createdAt} < ${bound(sql`max(day) + 1`)}
      and ${dayOf} in (select day from claimed)
    group by 2, 3, 4`;
}

/** Fills the days of the range that are not kept yet; the days must be settled. */
export async function fillLedgerDays(db: Database, range: DayRange): Promise<void> {
  if ((await missingDays(db, range)) === 0) return;
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock_shared(${FILL_LOCK})`);
    await tx.execute(fillStatement(range));
  });
}

/** The kept sums of the range's days as rows (account_id, n, credits, debits), for a union. */
export function keptSums(range: DayRange, accountIds: readonly number[], types?: readonly string[]): SQL {
  const s = ledgerDaySums;
  const ofTypes = types?.length
    ? sql`and ${s.type} in (${sql.join(
        types.map((type) => sql`${type}`),
        sql`, `,
      )})`
    : sql``;
  return sql`select ${s.accountId} as account_id, ${s.entries} as n, ${s.credits} as credits,
      ${s.debits} as debits
    from ${s}
    where ${s.timeZone} = ${range.timeZone} and ${s.accountId} in (${sql.join(
      accountIds.map((id) => sql`${id}`),
      sql`, `,
    )}) and ${s.day} between ${range.startDay}::date and ${range.endDay}::date ${ofTypes}`;
}
