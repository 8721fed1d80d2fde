import type { LedgerEntryTypeValue } from '@ota/contract';
import { and, asc, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { accounts, ledgerEntries } from '../../db/schema/balance';
import type { Database } from '../../platform/db';
import { rowsOf } from '../../platform/sql-rows';
import { escapeLike, instantText } from '../../platform/sql-text';

/**
 * Reading the ledger for the transaction records and reports: the only place outside the writer that
 * touches its tables (docs/architecture.md, "Module boundaries"). Amounts stay numeric text.
 */
export interface LedgerAccount {
  id: number;
  platformType: number;
  currency: string;
  creditLimit: string;
}

export interface LedgerFilter {
  accountIds: readonly number[];
  types?: readonly LedgerEntryTypeValue[];
  /** Business days 'YYYY-MM-DD', both included, in `timeZone`. */
  startDay?: string;
  endDay?: string;
  /** A prefix, case ignored. */
  reference?: string;
  operator?: string;
  timeZone: string;
}

export interface LedgerRow {
  id: number;
  accountId: number;
  type: LedgerEntryTypeValue;
  amount: string;
  balanceAfter: string;
  reference: string | null;
  operator: string;
  /** 'YYYY-MM-DD HH:mm:ss' in the business time zone; its first 10 characters are the entry's day. */
  createTime: string;
}

export interface LedgerSums {
  accountId: number;
  count: number;
  credits: string;
  debits: string;
  net: string;
}

/** Where a business day starts, as an instant. */
const dayStart = (day: string, timeZone: string) => sql`((${day}::date)::timestamp at time zone ${timeZone})`;
const nextDayStart = (day: string, timeZone: string) =>
  sql`(((${day}::date + 1))::timestamp at time zone ${timeZone})`;

export function ledgerWhere(filter: LedgerFilter): SQL | undefined {
  if (filter.accountIds.length === 0) return sql`false`;
  return and(
    inArray(ledgerEntries.accountId, [...filter.accountIds]),
    filter.types?.length ? inArray(ledgerEntries.type, [...filter.types]) : undefined,
    filter.startDay ? gte(ledgerEntries.createdAt, dayStart(filter.startDay, filter.timeZone)) : undefined,
    filter.endDay ? lt(ledgerEntries.createdAt, nextDayStart(filter.endDay, filter.timeZone)) : undefined,
    filter.reference
      ? sql`${ledgerEntries.reference} ilike ${`${escapeLike(filter.reference)}%`}`
      : undefined,
    filter.operator ? eq(ledgerEntries.operator, filter.operator) : undefined,
  );
}

function rowColumns(timeZone: string) {
  return {
    id: ledgerEntries.id,
    accountId: ledgerEntries.accountId,
    type: ledgerEntries.type,
    amount: ledgerEntries.amount,
    balanceAfter: ledgerEntries.balanceAfter,
    reference: ledgerEntries.reference,
    operator: ledgerEntries.operator,
    createTime: sql<string>`${instantText(ledgerEntries.createdAt, timeZone)}`,
  };
}

/** The accounts of a platform (or every platform: null), of one currency or all. */
export function ledgerAccounts(
  db: Database,
  scope: { platformType: number | null; currency?: string },
): Promise<LedgerAccount[]> {
  return db
    .select({
      id: accounts.id,
      platformType: accounts.platformType,
      currency: accounts.currency,
      creditLimit: accounts.creditLimit,
    })
    .from(accounts)
    .where(
      and(
        scope.platformType === null ? undefined : eq(accounts.platformType, scope.platformType),
        scope.currency ? eq(accounts.currency, scope.currency) : undefined,
      ),
    )
    .orderBy(asc(accounts.platformType), asc(accounts.currency));
}

/**
 * One page of entries, newest first. The id is the ledger's order (each balance_after follows the one
 * before it); created_at is the writing transaction's start, which two concurrent writers may invert.
 */
export function ledgerPage(
  db: Database,
  filter: LedgerFilter,
  page: { offset: number; limit: number },
): Promise<LedgerRow[]> {
  return db
    .select(rowColumns(filter.timeZone))
    .from(ledgerEntries)
    .where(ledgerWhere(filter))
    .orderBy(desc(ledgerEntries.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** The filtered entries newest first, `size` at a time before the entry `beforeId` (keyset: the export). */
export function ledgerBatch(
  db: Database,
  filter: LedgerFilter,
  beforeId: number | null,
  size: number,
): Promise<LedgerRow[]> {
  return db
    .select(rowColumns(filter.timeZone))
    .from(ledgerEntries)
    .where(and(ledgerWhere(filter), beforeId === null ? undefined : lt(ledgerEntries.id, beforeId)))
    .orderBy(desc(ledgerEntries.id))
    .limit(size);
}

export interface DailyBalance {
  day: string;
  balance: string;
}

/**
 * An account's balance at the end of each day of the range that has entries, and the balance the range
 * opens with (the last entry before it, 0 without one): the chart fills the quiet days itself.
 */
export async function dailyBalances(
  db: Database,
  accountId: number,
  range: { startDay: string; endDay: string; timeZone: string },
): Promise<{ opening: string; days: DailyBalance[] }> {
  const start = dayStart(range.startDay, range.timeZone);
  const [opening] = await db
    .select({ balance: ledgerEntries.balanceAfter })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.accountId, accountId), lt(ledgerEntries.createdAt, start)))
    .orderBy(desc(ledgerEntries.id))
    .limit(1);
  // DISTINCT ON over a derived column: the day is computed once, so its ORDER BY matches it.
  const days = await rowsOf<DailyBalance>(
    db,
    sql`select distinct on (day) day, balance from (
        select to_char(${ledgerEntries.createdAt} at time zone ${range.timeZone}, 'YYYY-MM-DD') as day,
          ${ledgerEntries.balanceAfter}::text as balance, ${ledgerEntries.id} as id
        from ${ledgerEntries}
        where ${ledgerEntries.accountId} = ${accountId} and ${ledgerEntries.createdAt} >= ${start}
          and ${ledgerEntries.createdAt} < ${nextDayStart(range.endDay, range.timeZone)}) entries
      order by day, id desc`,
  );
  return { opening: opening?.balance ?? '0.00', days };
}
