import { inArray, sql, type SQL } from 'drizzle-orm';
import { ledgerEntries } from '../../db/schema/balance';
import type { Database } from '../../platform/db';
import { lastSettledDay, splitSettled } from '../../platform/settled-days';
import { rowsOf } from '../../platform/sql-rows';
import { fillLedgerDays, keptSums } from './ledger-day-sums';
import { ledgerWhere, type LedgerFilter, type LedgerSums } from './ledger-reading';

const l = ledgerEntries;

function liveSums(filter: LedgerFilter): SQL {
  return sql`select ${l.accountId} as account_id, count(*) as n,
      coalesce(sum(${l.amount}) filter (where ${l.amount} > 0), 0) as credits,
      coalesce(sum(${l.amount}) filter (where ${l.amount} < 0), 0) as debits
    from ${l} where ${ledgerWhere(filter)} group by ${l.accountId}`;
}

/** The day of the accounts' first entry: where a range without a start begins. */
async function firstDay(db: Database, filter: LedgerFilter): Promise<string | null> {
  const [row] = await rowsOf<{ day: string | null }>(
    db,
    sql`select to_char(min(${l.createdAt}) at time zone ${filter.timeZone}, 'YYYY-MM-DD') as day
      from ${l} where ${inArray(l.accountId, [...filter.accountIds])}`,
  );
  return row?.day ?? null;
}

/** The statements whose rows add up to the filter's sums: kept settled days, then the live rest. */
async function parts(db: Database, filter: LedgerFilter): Promise<SQL[]> {
  // A prefix of the reference or an operator is no part of the kept keys: those stay live.
  if (filter.reference || filter.operator) return [liveSums(filter)];
  const startDay = filter.startDay ?? (await firstDay(db, filter));
  if (startDay === null) return [];
  const { timeZone } = filter;
  const { settled, liveStart } = splitSettled({ startDay, endDay: filter.endDay }, lastSettledDay(timeZone));
  const statements: SQL[] = [];
  if (settled) {
    await fillLedgerDays(db, { ...settled, timeZone });
    statements.push(keptSums({ ...settled, timeZone }, filter.accountIds, filter.types));
  }
  if (liveStart !== null) statements.push(liveSums({ ...filter, startDay: liveStart }));
  return statements;
}

/**
 * Count and exact sums of the filtered entries, per account: the settled days' from the sums kept
 * per day (docs/decisions/0037-report-figures-kept-per-settled-day.md), the rest counted live.
 */
export async function ledgerSums(db: Database, filter: LedgerFilter): Promise<LedgerSums[]> {
  if (filter.accountIds.length === 0) return [];
  const statements = await parts(db, filter);
  if (statements.length === 0) return [];
  return rowsOf<LedgerSums>(
    db,
    sql`select account_id as "accountId", sum(n)::int as count, sum(credits)::text as credits,
        sum(debits)::text as debits, (sum(credits) + sum(debits))::text as net
      from (${sql.join(statements, sql` union all `)}) s group by account_id`,
  );
}
