import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { accounts, ledgerEntries } from '../../db/schema/balance';
import type { Database, DbTransaction } from '../../platform/db';
import { instantText } from '../../platform/sql-text';
import { latestBalance } from './ledger.repository';

type Expression = AnyPgColumn | SQL;

/**
 * The accounts as another module may join them (thresholds): id, platform, currency and the balance
 * (the latest entry's balance after), never the ledger itself. A subquery: PostgreSQL plans it as
 * the table.
 */
export function accountDirectory(db: Database | DbTransaction) {
  return db
    .select({
      id: accounts.id,
      platformType: accounts.platformType,
      currency: accounts.currency,
      balance: sql<string>`${latestBalance}`.as('balance'),
    })
    .from(accounts)
    .as('account_directory');
}

/** SQL: the currency of the account whose id is `accountId` (null for none). */
export const accountCurrencyOf = (accountId: Expression) =>
  sql<string | null>`(select ${accounts.currency} from ${accounts} where ${accounts.id} = ${accountId})`;

/** SQL: the account that pays an order of the platform in the currency: that currency's, else EUR's. */
export const payingAccountIdOf = (platformType: Expression, currency: Expression) =>
  sql<number | null>`(select a.id from ${accounts} a where a.platform_type = ${platformType}
    and a.currency in (${currency}, 'EUR') order by a.currency = ${currency} desc limit 1)`;

/** The account that pays an order of the platform in the currency (see payingAccountIdOf). */
export async function payingAccount(db: Database | DbTransaction, platformType: number, currency: string) {
  const [row] = await db
    .select({ id: accounts.id, currency: accounts.currency })
    .from(accounts)
    .where(and(eq(accounts.platformType, platformType), inArray(accounts.currency, [currency, 'EUR'])))
    .orderBy(sql`${accounts.currency} = ${currency} desc`)
    .limit(1);
  return row;
}

/** An account's balance, credit limit and what is available: the one named, else the order's payer. */
export async function accountFigures(
  db: Database | DbTransaction,
  which: { accountId: number } | { platformType: number; currency: string },
) {
  const [row] = await db
    .select({
      id: accounts.id,
      currency: accounts.currency,
      balance: sql<string>`${latestBalance}::text`,
      creditLimit: sql<string>`${accounts.creditLimit}::text`,
      available: sql<string>`(${latestBalance} + ${accounts.creditLimit})::text`,
    })
    .from(accounts)
    .where(
      'accountId' in which
        ? eq(accounts.id, which.accountId)
        : and(
            eq(accounts.platformType, which.platformType),
            inArray(accounts.currency, [which.currency, 'EUR']),
          ),
    )
    .orderBy('accountId' in which ? asc(accounts.id) : sql`${accounts.currency} = ${which.currency} desc`)
    .limit(1);
  return row;
}

/**
 * The entries of one document on its platform's accounts: the entry named (an order's debit) and every
 * entry whose reference is the document's number, oldest first.
 */
export function entriesOfReference(
  db: Database | DbTransaction,
  of: { entryId: number | null; reference: string; platformType: number },
  timeZone: string,
) {
  return db
    .select({
      id: ledgerEntries.id,
      type: ledgerEntries.type,
      amount: sql<string>`${ledgerEntries.amount}::text`,
      balanceAfter: sql<string>`${ledgerEntries.balanceAfter}::text`,
      currency: accounts.currency,
      operator: ledgerEntries.operator,
      createdTime: sql<string>`${instantText(ledgerEntries.createdAt, timeZone)}`,
    })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(
      or(
        of.entryId === null ? undefined : eq(ledgerEntries.id, of.entryId),
        and(eq(ledgerEntries.reference, of.reference), eq(accounts.platformType, of.platformType)),
      ),
    )
    .orderBy(asc(ledgerEntries.id));
}
