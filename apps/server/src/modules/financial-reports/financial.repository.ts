import { FINANCIAL_COLUMNS, type FinancialDay, type FinancialRow, type FinancialTotals } from '@ota/contract';
import { sql, type SQL } from 'drizzle-orm';
import { engineOf, type Database } from '../../platform/db';
import { copyStatement, dayCopySource, type CsvCopySource } from '../../platform/exports';
import { lastSettledDay, splitSettled } from '../../platform/settled-days';
import { rowsOf } from '../../platform/sql-rows';
import {
  KEPT_AMOUNTS,
  fillFinancialDays,
  keptCount,
  keptRows,
  keptRuns,
  keptTotals,
  liveTotals,
  type KeptRange,
} from './financial-day-rows';
import { grouped, type ReportRange } from './report-lines';

export type { ReportRange } from './report-lines';

/**
 * The range cut where the settled days end: those read from the rows and totals kept per day, the
 * rest (today, the days not yet settled) computed live (docs/decisions/0037-...-per-settled-day.md).
 */
interface Parts {
  kept: KeptRange | null;
  live: KeptRange | null;
}

function partsOf(range: ReportRange): Parts {
  const { scope, timeZone } = range;
  const { settled, liveStart } = splitSettled(
    { startDay: range.startTime, endDay: range.endTime },
    lastSettledDay(timeZone),
  );
  return {
    kept: settled && { scope, timeZone, ...settled },
    live: liveStart === null ? null : { scope, timeZone, startDay: liveStart, endDay: range.endTime },
  };
}

const liveRange = (live: KeptRange): ReportRange => ({
  ...live,
  startTime: live.startDay,
  endTime: live.endDay,
});

/** The statements whose rows make up the range, joined by `union all` (an empty row set without any). */
function union(parts: Parts, kept: (range: KeptRange) => SQL, live: (range: KeptRange) => SQL): SQL {
  const statements = [parts.kept && kept(parts.kept), parts.live && live(parts.live)].filter(
    (statement): statement is SQL => statement !== null,
  );
  return sql.join(statements, sql` union all `);
}

/** The report's rows (d, day, orderId, orderNo, currency, amounts) of the range. */
const rowsOfRange = (parts: Parts) => union(parts, keptRows, (live) => grouped(liveRange(live)));
const totalsOfRange = (parts: Parts) => union(parts, keptTotals, liveTotals);

/** The row as the screen and the files show it: without the keys. */
export function shownRow(row: FinancialRow & { d?: unknown; orderId?: string }): FinancialRow {
  const { d: _d, orderId: _orderId, ...shown } = row;
  return shown;
}

/**
 * Days of one part of a range, kept or live: what one statement of a file reads. Every kept day lies
 * before every live day, so a file reads its kept runs, then the live days, each statement in the
 * key's order, and never merges or sorts the two parts.
 */
interface Run {
  days: KeptRange;
  kept: boolean;
}

/** A run's rows `g`; `numeric` leaves the kept amounts numeric for COPY (see keptRows). */
const runRows = (run: Run, amountsAs: 'text' | 'numeric' = 'text') =>
  run.kept ? keptRows(run.days, amountsAs) : grouped(liveRange(run.days));

const KEY_ORDER = sql`order by g.d, g."orderId"`;

/**
 * A run's rows as the files show them. PGlite hands each row over as one JSON text: it parses a
 * result's fields in JS, two to three times slower than JSON.parse of the same row (node-pg is the
 * other way round), and the values are the same strings either way.
 */
async function readRun(db: Database, run: Run): Promise<FinancialRow[]> {
  if (engineOf(db) === 'postgres') {
    const rows = await rowsOf<FinancialRow>(db, sql`select g.* from (${runRows(run)}) g ${KEY_ORDER}`);
    return rows.map(shownRow);
  }
  const rows = await rowsOf<{ row: string }>(
    db,
    sql`select to_json(g)::text as "row" from (${runRows(run)}) g ${KEY_ORDER}`,
  );
  return rows.map((row) => shownRow(JSON.parse(row.row) as FinancialRow));
}

export function createFinancialRepository(db: Database) {
  /** The range's parts, its settled days kept first (filled when first read). */
  async function prepared(range: ReportRange): Promise<Parts> {
    const parts = partsOf(range);
    if (parts.kept) await fillFinancialDays(db, parts.kept);
    return parts;
  }

  /** The kept part's runs of at most `size` rows (none without a kept part). */
  const keptRunsOf = async (parts: Parts, size: number) => (parts.kept ? keptRuns(db, parts.kept, size) : []);

  return {
    prepare: prepared,

    async page(range: ReportRange, limit: number, offset: number) {
      return rowsOf<FinancialRow & { orderId: string }>(
        db,
        sql`select g.* from (${rowsOfRange(await prepared(range))}) g ${KEY_ORDER}
          limit ${limit} offset ${offset}`,
      );
    },

    async count(range: ReportRange): Promise<number> {
      const parts = await prepared(range);
      const counts = union(
        parts,
        keptCount,
        (live) => sql`select count(*) as n from (${grouped(liveRange(live))}) g`,
      );
      const [row] = await rowsOf<{ n: number }>(
        db,
        sql`select coalesce(sum(n), 0)::int as n from (${counts}) c`,
      );
      return row?.n ?? 0;
    },

    /** Per currency (with its EUR values) and, where currency is null, the whole. */
    async totals(range: ReportRange): Promise<FinancialTotals> {
      const sums = KEPT_AMOUNTS.map((a) => sql.raw(`coalesce(sum(${a.kept}), 0)::text as "${a.shown}"`));
      const rows = await rowsOf<Record<string, string> & { currency: string | null }>(
        db,
        sql`select currency, ${sql.join(sums, sql`, `)} from (${totalsOfRange(await prepared(range))}) t
          group by grouping sets ((currency), ()) order by currency nulls last`,
      );
      const whole = rows.find((row) => row.currency === null);
      const byCurrency = rows.filter((row) => row.currency !== null);
      return {
        byCurrency: byCurrency as unknown as FinancialTotals['byCurrency'],
        eur: eurOf(whole),
      };
    },

    /** Sales, refunds and net per day in EUR: the chart. */
    async days(range: ReportRange): Promise<FinancialDay[]> {
      return rowsOf<FinancialDay>(
        db,
        sql`select to_char(day, 'YYYY-MM-DD') as "day", sum(sales_eur)::text as sales,
            sum(refunds_eur)::text as refunds, sum(net_eur)::text as net
          from (${totalsOfRange(await prepared(range))}) t group by day order by day`,
      );
    },

    /** The range's rows a run at a time: the kept runs of at most `size` rows, then the live days. */
    async *batches(range: ReportRange, size: number): AsyncGenerator<FinancialRow[]> {
      const parts = await prepared(range);
      const kept = (await keptRunsOf(parts, size)).map((days): Run => ({ days, kept: true }));
      for (const run of parts.live ? [...kept, { days: parts.live, kept: false }] : kept) {
        const rows = await readRun(db, run);
        if (rows.length > 0) yield rows;
      }
    },

    /**
     * The CSV's sources, the kept days then the live ones, `values` read from the rows `g`: one COPY
     * each on PostgreSQL, on PGlite one per kept run of at most `size` rows. After `prepare`.
     */
    async csvSources(range: ReportRange, values: SQL, size: number): Promise<CsvCopySource<string>[]> {
      const parts = partsOf(range);
      const source = (part: KeptRange, kept: boolean, ends: readonly string[]) =>
        dayCopySource({ startTime: part.startDay, endTime: part.endDay }, ends, (days, target) => {
          const run = { days: { ...part, startDay: days.startTime, endDay: days.endTime }, kept };
          return copyStatement(
            sql`select ${values} from (${runRows(run, 'numeric')}) g ${KEY_ORDER}`,
            target,
          );
        });
      const ends = (await keptRunsOf(parts, size)).map((run) => run.endDay);
      return [
        ...(parts.kept ? [source(parts.kept, true, ends)] : []),
        ...(parts.live ? [source(parts.live, false, [])] : []),
      ];
    },
  };
}

/** The EUR columns of the grand total, named as the screen's columns. */
function eurOf(whole: Record<string, string | null> | undefined): FinancialTotals['eur'] {
  const entries = FINANCIAL_COLUMNS.map((column) => [column, whole?.[`${column}Eur`] ?? '0']);
  return Object.fromEntries(entries) as FinancialTotals['eur'];
}
