import { sql, type SQL } from 'drizzle-orm';
import { afterSalesCases, caseMoneyEffects, caseRecords } from '../../db/schema/cases';
import type { Database } from '../../platform/db';
import { copyStatement, keysetBatches, type CsvCopySource, type Key } from '../../platform/exports';
import { rowsOf } from '../../platform/sql-rows';

/** The cases of one kind opened in a range of business days, for a report (the refund report). */
export interface CaseReportQuery {
  kind: string;
  /** null: every platform. */
  scope: number | null;
  /** Business days 'YYYY-MM-DD', both included. */
  start: string;
  end: string;
  status?: string;
  airline?: string;
  /** The states a case ends in: it finished when it reached the one it is in. */
  finalStatuses: readonly string[];
  /** The money effect whose ledger entry tells what the case actually moved (REFUND_CREDIT). */
  moneyEffect: string;
  timeZone: string;
}

/** What other modules give as SQL: the amount of a ledger entry, and its value in EUR. */
export interface CaseReportSources {
  entryAmount: (entryId: SQL) => SQL;
  /** The entry's amount in EUR (the case's order may give a fallback rate). */
  entryEur: (entryId: SQL, orderId: SQL) => SQL;
}

export interface CaseReportRow {
  id: number;
  keyTime: string;
  caseNo: string;
  orderNo: string;
  airline: string;
  subType: string;
  status: string;
  currency: string;
  applicationAmount: string | null;
  confirmedAmount: string | null;
  serviceCharge: string;
  movedAmount: string | null;
  movedAmountEur: string | null;
  createTime: string;
  finishTime: string | null;
  daysTaken: number | null;
}

const c = afterSalesCases;

function where(q: CaseReportQuery): SQL {
  const parts = [
    sql`${c.kind} = ${q.kind}`,
    sql`${c.createdAt} >= (${q.start}::date)::timestamp at time zone ${q.timeZone}`,
    sql`${c.createdAt} < (${q.end}::date + 1)::timestamp at time zone ${q.timeZone}`,
  ];
  if (q.scope !== null) parts.push(sql`${c.platformType} = ${q.scope}`);
  if (q.status) parts.push(sql`${c.status} = ${q.status}`);
  if (q.airline) parts.push(sql`${c.airline} = ${q.airline.toUpperCase()}`);
  return sql.join(parts, sql` and `);
}

/**
 * The report's rows as a subquery `r`: the case, what its ledger entry moved (and in EUR), and when
 * it reached its final state.
 */
function base(q: CaseReportQuery, sources: CaseReportSources, extra: SQL = sql`true`): SQL {
  const finals = sql.join(
    q.finalStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  const moved = sources.entryAmount(sql`e.ledger_entry_id`);
  return sql`(select ${c.id} as id, ${c.caseNo} as case_no, ${c.orderNo} as order_no, ${c.airline} as airline,
      ${c.subType} as sub_type, ${c.status} as status, ${c.currency} as currency,
      ${c.applicationAmount} as application_amount, ${c.confirmedAmount} as confirmed_amount,
      ${c.serviceCharge} as service_charge, m.amount as moved_amount,
      case when m.amount is not null then ${sources.entryEur(sql`e.ledger_entry_id`, sql`${c.orderId}`)} end
        as moved_amount_eur,
      ${c.createdAt} as created_at, f.finished_at
    from ${c}
    left join ${caseMoneyEffects} e on e.case_id = ${c.id} and e.effect = ${q.moneyEffect}
    left join lateral (select ${moved} as amount) m on true
    left join lateral (select min(${caseRecords.createTime}) as finished_at from ${caseRecords}
      where ${caseRecords.caseId} = ${c.id} and ${caseRecords.toStatus} = ${c.status}
        and ${c.status} in (${finals})) f on true
    where ${where(q)} and ${extra}) r`;
}

const localTime = (column: SQL, timeZone: string) =>
  sql`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;

export type CaseReportField = Exclude<keyof CaseReportRow, 'id' | 'keyTime'>;

/**
 * Each field of a row as SQL over the report's rows `r`: amounts as numeric's exact text, times in the
 * business time zone. The rows of a page read them; an export the database writes (COPY) picks them.
 */
export function caseReportFields(timeZone: string): Record<CaseReportField, SQL> {
  return {
    caseNo: sql`r.case_no`,
    orderNo: sql`r.order_no`,
    airline: sql`r.airline`,
    subType: sql`r.sub_type`,
    status: sql`r.status`,
    currency: sql`r.currency`,
    applicationAmount: sql`r.application_amount::text`,
    confirmedAmount: sql`r.confirmed_amount::text`,
    serviceCharge: sql`r.service_charge::text`,
    movedAmount: sql`r.moved_amount::text`,
    movedAmountEur: sql`r.moved_amount_eur::text`,
    createTime: localTime(sql`r.created_at`, timeZone),
    finishTime: localTime(sql`r.finished_at`, timeZone),
    daysTaken: sql`(r.finished_at at time zone ${timeZone})::date - (r.created_at at time zone ${timeZone})::date`,
  };
}

function rowColumns(timeZone: string): SQL {
  const fields = Object.entries(caseReportFields(timeZone)).map(
    ([name, field]) => sql`${field} as ${sql.identifier(name)}`,
  );
  return sql`r.id::int as "id", r.created_at::text as "keyTime", ${sql.join(fields, sql`, `)}`;
}

const ORDER = sql`order by r.created_at, r.id`;

/** Cases after `key` in (created_at, id) order; up to and including `to`. */
function after(key: Key | null): SQL {
  if (!key) return sql`true`;
  return sql`(${c.createdAt}, ${c.id}) > (${key.time}::timestamptz, ${key.id})`;
}
function upTo(key: Key | null): SQL {
  if (!key) return sql`true`;
  return sql`(${c.createdAt}, ${c.id}) <= (${key.time}::timestamptz, ${key.id})`;
}

/** One page of the report's rows, oldest first, and how many the range holds. */
export async function caseReportPage(
  db: Database,
  q: CaseReportQuery,
  sources: CaseReportSources,
  page: { offset: number; limit: number },
): Promise<CaseReportRow[]> {
  return rowsOf<CaseReportRow>(
    db,
    sql`select ${rowColumns(q.timeZone)} from ${base(q, sources)} ${ORDER}
      limit ${page.limit} offset ${page.offset}`,
  );
}

/** The rows batch by batch (the .xlsx export), memory flat whatever the range. */
export function caseReportBatches(
  db: Database,
  q: CaseReportQuery,
  sources: CaseReportSources,
  size = 10_000,
): AsyncGenerator<CaseReportRow[]> {
  return keysetBatches(
    (key) =>
      rowsOf<CaseReportRow>(
        db,
        sql`select ${rowColumns(q.timeZone)} from ${base(q, sources, after(key))} ${ORDER} limit ${size}`,
      ),
    size,
  );
}

export interface CaseReportSum {
  currency: string;
  count: number;
  applicationAmount: string;
  confirmedAmount: string;
  serviceCharge: string;
  movedAmount: string;
  movedAmountEur: string;
}

/** Sums per currency (exact numeric sums in SQL): the report's totals row. */
export function caseReportSums(
  db: Database,
  q: CaseReportQuery,
  sources: CaseReportSources,
): Promise<CaseReportSum[]> {
  return rowsOf<CaseReportSum>(
    db,
    sql`select r.currency, count(*)::int as "count",
      coalesce(sum(r.application_amount), 0)::numeric(14,2)::text as "applicationAmount",
      coalesce(sum(r.confirmed_amount), 0)::numeric(14,2)::text as "confirmedAmount",
      coalesce(sum(r.service_charge), 0)::numeric(14,2)::text as "serviceCharge",
      coalesce(sum(r.moved_amount), 0)::numeric(14,2)::text as "movedAmount",
      coalesce(sum(r.moved_amount_eur), 0)::numeric(14,2)::text as "movedAmountEur"
      from ${base(q, sources)} group by r.currency order by r.currency`,
  );
}

export interface CaseReportGroup {
  key: string;
  count: number;
  movedAmountEur: string;
}

/** How many cases, and what they moved in EUR, per state or per airline (the report's charts). */
export function caseReportGroups(
  db: Database,
  q: CaseReportQuery,
  sources: CaseReportSources,
  by: 'status' | 'airline',
): Promise<CaseReportGroup[]> {
  const column = by === 'status' ? sql`r.status` : sql`r.airline`;
  return rowsOf<CaseReportGroup>(
    db,
    sql`select ${column} as "key", count(*)::int as "count",
      coalesce(sum(r.moved_amount_eur), 0)::numeric(14,2)::text as "movedAmountEur"
      from ${base(q, sources)} group by ${column} order by count(*) desc, ${column}`,
  );
}

/**
 * The rows as CSV by COPY (docs/decisions/0014), `values` picked from `caseReportFields` (with the
 * caller's labels); batches of `size` cases on PGlite.
 */
export function caseReportCsvSource(
  db: Database,
  q: CaseReportQuery,
  sources: CaseReportSources,
  values: SQL,
  size = 10_000,
): CsvCopySource {
  return {
    copy: ({ from, to }, target) =>
      copyStatement(
        sql`select ${values} from ${base(q, sources, sql`${after(from)} and ${upTo(to)}`)} ${ORDER}`,
        target,
      ),
    async batchEnd(from) {
      const [last] = await rowsOf<{ id: number; time: string }>(
        db,
        sql`select ${c.id}::int as id, ${c.createdAt}::text as time from ${c}
          where ${where(q)} and ${after(from)} order by ${c.createdAt}, ${c.id} offset ${size - 1} limit 1`,
      );
      return last ? { time: last.time, id: last.id } : null;
    },
  };
}

/** How many cases the report's range and filters hold. */
export async function caseReportCount(db: Database, q: CaseReportQuery): Promise<number> {
  const [row] = await rowsOf<{ total: number }>(
    db,
    sql`select count(*)::int as total from ${c} where ${where(q)}`,
  );
  return row?.total ?? 0;
}
