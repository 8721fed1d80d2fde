import type { ThresholdSortField } from '@ota/contract';
import { and, asc, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import { balanceThresholds } from '../../db/schema/thresholds';
import { LIST_TOTAL, pageWithTotal } from '../../platform/pagination';
import type { Database, DbTransaction } from '../../platform/db';
import { accountDirectory } from '../balance';

export interface ThresholdRecord {
  id: number;
  platformType: number;
  currency: string;
  balance: string;
  warningThreshold: string;
  belowThreshold: boolean;
  alerted: boolean;
  createTime: Date;
  updateTime: Date;
}

export interface ThresholdScope {
  /** null: every platform. */
  platformType: number | null;
  currency?: string;
}

export interface ThresholdSort {
  field?: ThresholdSortField;
  order?: 'ascend' | 'descend';
}

/** A threshold the ledger entry just crossed downwards. */
export interface CrossedThreshold {
  id: number;
  platformType: number;
  currency: string;
  warningThreshold: string;
}

type Accounts = ReturnType<typeof accountDirectory>;

function scoped(accounts: Accounts, scope: ThresholdScope): SQL | undefined {
  return and(
    scope.platformType === null ? undefined : eq(accounts.platformType, scope.platformType),
    scope.currency ? eq(accounts.currency, scope.currency) : undefined,
  );
}

function orderOf(accounts: Accounts, sort: ThresholdSort): SQL[] {
  const direction = sort.order === 'ascend' ? asc : desc;
  const byAccount = [asc(accounts.platformType), asc(accounts.currency)];
  if (sort.field === 'currency') return [direction(accounts.currency), asc(accounts.platformType)];
  if (sort.field === 'balance') return [direction(accounts.balance), ...byAccount];
  if (sort.field === 'warningThreshold') return [direction(balanceThresholds.warningThreshold), ...byAccount];
  if (sort.field === 'createTime')
    return [direction(balanceThresholds.createTime), direction(balanceThresholds.id)];
  return byAccount;
}

export function createThresholdsRepository(db: Database | DbTransaction) {
  const accounts = accountDirectory(db);
  return {
    async page(
      scope: ThresholdScope,
      sort: ThresholdSort,
      offset: number,
      limit: number,
    ): Promise<{ rows: ThresholdRecord[]; total: number }> {
      const where = scoped(accounts, scope);
      return pageWithTotal(
        db
          .select({
            id: balanceThresholds.id,
            platformType: accounts.platformType,
            currency: accounts.currency,
            balance: sql<string>`${accounts.balance}::text`,
            warningThreshold: balanceThresholds.warningThreshold,
            belowThreshold: sql<boolean>`${accounts.balance} < ${balanceThresholds.warningThreshold}`,
            alerted: balanceThresholds.alerted,
            createTime: balanceThresholds.createTime,
            updateTime: balanceThresholds.updateTime,
          })
          .from(balanceThresholds)
          .innerJoin(accounts, eq(accounts.id, balanceThresholds.accountId))
          .where(where)
          .orderBy(...orderOf(accounts, sort))
          .limit(limit)
          .offset(offset),
        db
          .select(LIST_TOTAL)
          .from(balanceThresholds)
          .innerJoin(accounts, eq(accounts.id, balanceThresholds.accountId))
          .where(where),
      );
    },

    /** The accounts in scope, each with whether it has a threshold. */
    accounts(scope: ThresholdScope) {
      return db
        .select({
          id: accounts.id,
          platformType: accounts.platformType,
          currency: accounts.currency,
          hasThreshold: sql<boolean>`${balanceThresholds.id} is not null`,
        })
        .from(accounts)
        .leftJoin(balanceThresholds, eq(balanceThresholds.accountId, accounts.id))
        .where(scoped(accounts, scope))
        .orderBy(asc(accounts.platformType), sql`${accounts.currency} <> 'EUR'`, asc(accounts.currency));
    },

    async accountId(platformType: number, currency: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.platformType, platformType), eq(accounts.currency, currency)));
      return row?.id;
    },

    /** The new id, or undefined when the account already has a threshold. */
    async insert(accountId: number, warningThreshold: string): Promise<number | undefined> {
      const [row] = await db
        .insert(balanceThresholds)
        .values({ accountId, warningThreshold })
        .onConflictDoNothing({ target: balanceThresholds.accountId })
        .returning({ id: balanceThresholds.id });
      return row?.id;
    },

    /** A new amount re-arms the warning: the next debit that leaves the balance below it mails. */
    async updateAmount(id: number, scope: ThresholdScope, warningThreshold: string): Promise<boolean> {
      const rows = await db
        .update(balanceThresholds)
        .set({ warningThreshold, alerted: false, updateTime: sql`now()` })
        .from(accounts)
        .where(
          and(
            eq(balanceThresholds.id, id),
            eq(accounts.id, balanceThresholds.accountId),
            scoped(accounts, scope),
          ),
        )
        .returning({ id: balanceThresholds.id });
      return rows.length > 0;
    },

    async delete(id: number, scope: ThresholdScope): Promise<boolean> {
      const inScope = db
        .select({ id: accounts.id })
        .from(accounts)
        .where(and(eq(accounts.id, balanceThresholds.accountId), scoped(accounts, scope)));
      const rows = await db
        .delete(balanceThresholds)
        .where(and(eq(balanceThresholds.id, id), exists(inScope)))
        .returning({ id: balanceThresholds.id });
      return rows.length > 0;
    },

    /**
     * Moves the account's threshold state after a ledger entry left `balance`: a debit that leaves
     * it below an armed threshold fires it (answered, once per drop); a balance back at or above
     * re-arms it. One conditional UPDATE: concurrent entries wait on the row and re-check.
     */
    async crossing(
      accountId: number,
      balance: string,
      debit: boolean,
    ): Promise<CrossedThreshold | undefined> {
      const below = sql`(${balance}::numeric < ${balanceThresholds.warningThreshold})`;
      const [row] = await db
        .update(balanceThresholds)
        .set({
          alerted: sql`${below}`,
          alertedAt: sql`case when ${below} then now() else ${balanceThresholds.alertedAt} end`,
        })
        .from(accounts)
        .where(
          and(
            eq(balanceThresholds.accountId, accountId),
            eq(accounts.id, balanceThresholds.accountId),
            debit
              ? sql`${balanceThresholds.alerted} <> ${below}`
              : sql`${balanceThresholds.alerted} and not ${below}`,
          ),
        )
        .returning({
          id: balanceThresholds.id,
          alerted: balanceThresholds.alerted,
          platformType: accounts.platformType,
          currency: accounts.currency,
          warningThreshold: balanceThresholds.warningThreshold,
        });
      return row?.alerted ? row : undefined;
    },
  };
}
