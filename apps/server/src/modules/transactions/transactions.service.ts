import {
  LedgerEntryType,
  transactionExportFileName,
  type BalanceSeries,
  type BalanceSeriesQuery,
  type TopUpBody,
  type TopUpResult,
  type TransactionExportQuery,
  type TransactionPage,
  type TransactionPageQuery,
  type TransactionRecord,
  type TransactionTotals,
} from '@ota/contract';
import type { Database } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { exportLayout, layoutXlsx, type ExportFile, type ExportTexts } from '../../platform/exports';
import { centsToDecimal, toCents, toJsonAmount } from '../../platform/money';
import { pageOffset } from '../../platform/pagination';
import {
  dailyBalances,
  ledgerBatch,
  ledgerPage,
  ledgerSums,
  postEntry,
  type LedgerAccount,
  type LedgerFilter,
  type LedgerRow,
  type LedgerSums,
} from '../balance';
import { loadRateBook } from '../exchange-rates';
import { TRANSACTION_EXPORT_COLUMNS } from './transaction-export';
import { balancePoints } from './balance-points';
import { transactionRecord } from './transaction-rows';
import { scopedAccounts, seesBalance, type Actor } from './transaction-scope';

const EXPORT_BATCH = 5000;

type Filters = Omit<TransactionExportQuery, 'startTime' | 'endTime'> & {
  startTime?: string;
  endTime?: string;
};

/**
 * The filtered entries' totals per currency; per platform and currency for a user with no platform
 * (`apart`): two platforms' money is never added into one figure.
 */
function totalsByCurrency(
  sums: readonly LedgerSums[],
  accounts: readonly LedgerAccount[],
  apart: boolean,
): TransactionTotals[] {
  const accountOf = new Map(accounts.map((account) => [account.id, account]));
  const totals = new Map<
    string,
    { platformType: number; currency: string; count: number; credits: bigint; debits: bigint; net: bigint }
  >();
  for (const sum of sums) {
    const account = accountOf.get(sum.accountId);
    const currency = account?.currency ?? '';
    const platformType = account?.platformType ?? 0;
    const key = apart ? `${platformType} ${currency}` : currency;
    const total = totals.get(key) ?? { platformType, currency, count: 0, credits: 0n, debits: 0n, net: 0n };
    total.count += sum.count;
    total.credits += toCents(sum.credits);
    total.debits += toCents(sum.debits);
    total.net += toCents(sum.net);
    totals.set(key, total);
  }
  return [...totals.values()].map((total) => ({
    ...(apart ? { platformType: total.platformType } : {}),
    currency: total.currency,
    count: total.count,
    credits: toJsonAmount(centsToDecimal(total.credits)),
    debits: toJsonAmount(centsToDecimal(total.debits)),
    net: toJsonAmount(centsToDecimal(total.net)),
  }));
}

export function createTransactionsService(deps: { db: Database; timeZone: string }) {
  const { db, timeZone } = deps;

  async function scope(actor: Actor, query: Filters) {
    const accounts = await scopedAccounts(db, actor, query);
    const filter: LedgerFilter = {
      accountIds: accounts.map((account) => account.id),
      types: query.type,
      startDay: query.startTime,
      endDay: query.endTime,
      reference: query.reference,
      operator: query.operator,
      timeZone,
    };
    return { accounts, filter };
  }

  /** The rows valued with the rates of their days (one read of the rates for all of them). */
  async function records(
    actor: Actor,
    rows: readonly LedgerRow[],
    accounts: readonly LedgerAccount[],
  ): Promise<TransactionRecord[]> {
    if (rows.length === 0) return [];
    const days = rows.map((row) => row.createTime.slice(0, 10)).sort();
    const rates = await loadRateBook(
      db,
      [...accounts.map((account) => account.currency), 'CNY'],
      days[0] ?? '',
      days[days.length - 1] ?? '',
    );
    const accountOf = new Map(accounts.map((account) => [account.id, account]));
    return rows.map((row) => {
      const account = accountOf.get(row.accountId);
      if (!account) throw new Error(`entry ${row.id} is of an account out of scope`);
      return transactionRecord(row, account, rates, seesBalance(actor));
    });
  }

  return {
    /** `POST /userTransactionRecord/pageList`: newest first, with the filtered set's totals. */
    async page(actor: Actor, query: TransactionPageQuery): Promise<TransactionPage> {
      const { accounts, filter } = await scope(actor, query);
      const rows = await ledgerPage(db, filter, { offset: pageOffset(query), limit: query.pageSize });
      const sums = await ledgerSums(db, filter);
      return {
        pageList: await records(actor, rows, accounts),
        totalCount: sums.reduce((count, sum) => count + sum.count, 0),
        totals: totalsByCurrency(sums, accounts, actor.platformType === null),
      };
    },

    /** `GET /userTransactionRecord/kiwiExport`: the list's rows of the range as .xlsx, streamed. */
    async exportFile(actor: Actor, query: TransactionExportQuery, texts: ExportTexts): Promise<ExportFile> {
      const { accounts, filter } = await scope(actor, query);
      const batches = (async function* batches(): AsyncGenerator<TransactionRecord[]> {
        let beforeId: number | null = null;
        for (;;) {
          const rows = await ledgerBatch(db, filter, beforeId, EXPORT_BATCH);
          if (rows.length === 0) return;
          yield await records(actor, rows, accounts);
          if (rows.length < EXPORT_BATCH) return;
          beforeId = rows[rows.length - 1]?.id ?? null;
        }
      })();
      const layout = exportLayout(TRANSACTION_EXPORT_COLUMNS, texts);
      return {
        fileName: transactionExportFileName(query.startTime, query.endTime),
        stream: await layoutXlsx(texts.t('transactions.title'), layout, batches),
      };
    },

    /** `GET /userTransactionRecord/balanceSeries`: one account's balance per day, and its credit limit. */
    async series(actor: Actor, query: BalanceSeriesQuery): Promise<BalanceSeries> {
      if (!seesBalance(actor)) throw new BadRequestError('The balance of this platform is not shown');
      const accounts = await scopedAccounts(db, actor, {
        platformType: query.platformType,
        currency: query.currency ?? 'EUR',
      });
      const account = accounts[0];
      if (!account) throw new BadRequestError('currency: no account in that currency');
      const balances = await dailyBalances(db, account.id, {
        startDay: query.startTime,
        endDay: query.endTime,
        timeZone,
      });
      return {
        platformType: account.platformType,
        currency: account.currency,
        points: balancePoints(query.startTime, query.endTime, balances, account.creditLimit),
      };
    },

    /** `POST /userTransactionRecord/topUp`: money in from outside, one TOP_UP entry with its reason. */
    async topUp(actor: Actor, body: TopUpBody): Promise<TopUpResult> {
      if (actor.platformType === null && body.platformType === undefined)
        throw new BadRequestError('platformType is required for a user without a platform');
      const accounts = await scopedAccounts(db, actor, body);
      const account = accounts[0];
      if (!account) throw new BadRequestError(`currency: the platform has no ${body.currency} account`);
      const entry = await db.transaction((tx) =>
        postEntry(tx, {
          accountId: account.id,
          type: LedgerEntryType.TOP_UP,
          amount: body.amount,
          reference: body.reason,
          operator: actor.name,
        }),
      );
      return {
        entryId: entry.id,
        platformType: account.platformType,
        currency: entry.currency,
        amount: toJsonAmount(entry.amount),
        balance: seesBalance(actor) ? toJsonAmount(entry.balanceAfter) : null,
      };
    },
  };
}
