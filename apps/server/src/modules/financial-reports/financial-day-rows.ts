import { FINANCIAL_COLUMNS } from '@ota/contract';
import { sql, type SQL } from 'drizzle-orm';
import { financialDayMarks, financialDayRows, financialDayTotals } from '../../db/schema/financial-days';
import type { Database } from '../../platform/db';
import { rowsOf } from '../../platform/sql-rows';
import { nextDay } from '../../platform/time';
import { columnTotal } from './report-columns';
import { lines } from './report-lines';

/**
 * The report's rows and day totals kept per settled day (docs/decisions/0037-report-figures-kept-per-
 * settled-day.md): filled for the days of a range that have no mark, a run of days per statement that
 * marks them, so two fillers of the same days agree (the second's marks conflict and it fills nothing).
 */
export interface KeptRange {
  scope: number | null;
  startDay: string;
  endDay: string;
  timeZone: string;
}

/** Shared by fills, taken by a trigger that may write into a settled day (migration 0025). */
const FILL_LOCK = 250025;
/** Days per fill statement: a month of a large year holds the lock for seconds, not minutes. */
const FILL_DAYS = 31;

/** Each kept amount column (the column's name, `_eur` for its EUR value) and what it sums. */
export const KEPT_AMOUNTS = FINANCIAL_COLUMNS.flatMap((column) => [
  { column, kept: column, shown: column, amount: sql`amount` },
  { column, kept: `${column}_eur`, shown: `${column}Eur`, amount: sql`amount_eur` },
]);

const listed = (names: string[], prefix = '') => sql.raw(names.map((name) => `${prefix}${name}`).join(', '));
const keptNames = KEPT_AMOUNTS.map((a) => a.kept);

async function missingDays(db: Database, range: Omit<KeptRange, 'scope'>): Promise<string[]> {
  const rows = await rowsOf<{ day: string }>(
    db,
    sql`select to_char(d, 'YYYY-MM-DD') as day
      from generate_series(${range.startDay}::date, ${range.endDay}::date, interval '1 day') d
      where not exists (select 1 from ${financialDayMarks} m
        where m.time_zone = ${range.timeZone} and m.day = d::date)
      order by d`,
  );
  return rows.map((row) => row.day);
}

/** Consecutive days in runs of at most FILL_DAYS. */
function runs(days: readonly string[]): { startDay: string; endDay: string }[] {
  const found: { startDay: string; endDay: string }[] = [];
  for (const day of days) {
    const last = found[found.length - 1];
    const length = last ? Math.round((Date.parse(day) - Date.parse(last.startDay)) / 86_400_000) : 0;
    if (last && nextDay(last.endDay) === day && length < FILL_DAYS) last.endDay = day;
    else found.push({ startDay: day, endDay: day });
  }
  return found;
}

function fillStatement(run: { startDay: string; endDay: string }, timeZone: string): SQL {
  const sums = KEPT_AMOUNTS.map((a) => columnTotal(a.column, a.amount));
  return sql`with claimed as (
      insert into ${financialDayMarks} (time_zone, day)
      select ${timeZone}, d::date from generate_series(${run.startDay}::date, ${run.endDay}::date, interval '1 day') d
      on conflict do nothing returning day),
    kept as (
      insert into ${financialDayRows} (time_zone, day, platform_type, order_id, order_no, currency, ${listed(keptNames)})
      select ${timeZone}, day, platform, order_id, order_no, currency, ${sql.join(sums, sql`, `)}
      from (${lines({ scope: null, startTime: run.startDay, endTime: run.endDay, timeZone })}) l
      where day in (select day from claimed)
      group by day, platform, order_id, order_no, currency
      returning day, platform_type, currency, ${listed(keptNames)})
    insert into ${financialDayTotals} (time_zone, day, platform_type, currency, rows, ${listed(keptNames)})
    select ${timeZone}, day, platform_type, currency, count(*), ${listed(
      keptNames.map((name) => `sum(${name})`),
    )}
    from kept group by day, platform_type, currency`;
}

/** Fills the days of the range that are not kept yet, a run at a time; the days must be settled. */
export async function fillFinancialDays(db: Database, range: Omit<KeptRange, 'scope'>): Promise<void> {
  for (const run of runs(await missingDays(db, range))) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock_shared(${FILL_LOCK})`);
      await tx.execute(fillStatement(run, range.timeZone));
    });
  }
}

/** Every platform's rows: the platforms the totals name, so the rows' key (platform first) still serves. */
const platformsOf = (range: KeptRange) =>
  sql`any(array(select distinct t.platform_type from ${financialDayTotals} t where t.time_zone = ${range.timeZone}
    and t.day between ${range.startDay}::date and ${range.endDay}::date))`;

const keptWhere = (table: SQL, range: KeptRange) =>
  sql`${table}.time_zone = ${range.timeZone} and ${table}.day between ${range.startDay}::date and ${range.endDay}::date
    and ${table}.platform_type = ${range.scope === null ? platformsOf(range) : range.scope}`;

/**
 * The kept rows as `grouped()` names them (d, day, orderId, orderNo, currency, the amounts as text);
 * every platform's rows of an order and day added up when the scope is all of them. Ordered here:
 * PostgreSQL 15 plans a `union all` branch without the outer ORDER BY, and this order lets the merge
 * read the key's range as it lies instead of sorting the range's rows (the pages and files).
 * `numeric` leaves the amounts numeric for COPY, which writes them as the same text without a cast
 * per value (a quarter of the CSV's statement).
 */
export function keptRows(range: KeptRange, amountsAs: 'text' | 'numeric' = 'text'): SQL {
  const r = sql`r`;
  const head = sql`r.day as d, to_char(r.day, 'YYYY-MM-DD') as "day", r.order_id as "orderId",
    r.order_no as "orderNo", r.currency`;
  const cast = amountsAs === 'text' ? '::text' : '';
  const amounts = (of: (name: string) => string) =>
    sql.raw(KEPT_AMOUNTS.map((a) => `${of(`r.${a.kept}`)}${cast} as "${a.shown}"`).join(', '));
  if (range.scope !== null)
    return sql`(select ${head}, ${amounts((name) => name)}
      from ${financialDayRows} r where ${keptWhere(r, range)} order by r.day, r.order_id)`;
  return sql`(select ${head}, ${amounts((name) => `sum(${name})`)}
    from ${financialDayRows} r where ${keptWhere(r, range)}
    group by r.day, r.order_id, r.order_no, r.currency order by r.day, r.order_id)`;
}

/** How many rows the kept days hold (one statement's `n`). */
export function keptCount(range: KeptRange): SQL {
  if (range.scope === null)
    return sql`select count(*) as n from (select 1 from ${financialDayRows} r where ${keptWhere(sql`r`, range)}
      group by r.day, r.order_id) g`;
  return sql`select coalesce(sum(t.rows), 0) as n from ${financialDayTotals} t where ${keptWhere(sql`t`, range)}`;
}

/** The kept day totals per currency: day, currency and every amount column by its kept name. */
export function keptTotals(range: KeptRange): SQL {
  return sql`select t.day, t.currency, ${listed(keptNames, 't.')}
    from ${financialDayTotals} t where ${keptWhere(sql`t`, range)}`;
}

/** The same columns computed live from the lines of a range, per day and currency. */
export function liveTotals(range: KeptRange): SQL {
  const sums = KEPT_AMOUNTS.map((a) => sql`${columnTotal(a.column, a.amount)} as ${sql.identifier(a.kept)}`);
  const lineRange = { ...range, startTime: range.startDay, endTime: range.endDay };
  return sql`select day, currency, ${sql.join(sums, sql`, `)}
    from (${lines(lineRange)}) l group by day, currency`;
}

/**
 * The kept days that hold rows, cut in runs of at most `size` rows by their day totals (a day of more
 * is a run of its own; every platform's run counts an order's rows apart, an upper bound): the files'
 * batches, each one statement over its days' index range, whatever the scope.
 */
export async function keptRuns(db: Database, range: KeptRange, size: number): Promise<KeptRange[]> {
  const days = await rowsOf<{ day: string; rows: number }>(
    db,
    sql`select to_char(t.day, 'YYYY-MM-DD') as day, sum(t.rows)::int as rows
      from ${financialDayTotals} t where ${keptWhere(sql`t`, range)} group by t.day order by t.day`,
  );
  const found: KeptRange[] = [];
  let rows = 0;
  for (const day of days) {
    const last = found[found.length - 1];
    if (last && rows + day.rows <= size) {
      last.endDay = day.day;
      rows += day.rows;
    } else {
      found.push({ ...range, startDay: day.day, endDay: day.day });
      rows = day.rows;
    }
  }
  return found;
}
