import type { LedgerEntryTypeValue } from '@ota/contract';
import { eq, sql } from 'drizzle-orm';
import { accounts, ledgerEntries } from '../../db/schema/balance';
import type { Database, DbTransaction } from '../../platform/db';

/** The balance of the account in scope: the balance_after of its latest entry. */
export const latestBalance = sql`coalesce((select ${ledgerEntries.balanceAfter} from ${ledgerEntries}
  where ${ledgerEntries.accountId} = ${accounts.id} order by ${ledgerEntries.id} desc limit 1), 0)`;

export interface Availability {
  currency: string;
  balance: string;
  available: string;
  /** Whether balance + credit limit + amount stays at or above zero. */
  covers: boolean;
}

export interface InsertedEntry {
  id: number;
  amount: string;
  balanceAfter: string;
  createdAt: Date;
}

export function createLedgerRepository(tx: DbTransaction | Database) {
  return {
    /**
     * Locks the account row until the caller's transaction ends. The balance is read by a later
     * statement: under READ COMMITTED only a statement started after the lock sees the entries
     * the previous holder committed.
     */
    async lockAccount(accountId: number): Promise<boolean> {
      const rows = await tx
        .select({ id: accounts.id })
        .from(accounts)
        .where(eq(accounts.id, accountId))
        .for('update');
      return rows.length > 0;
    },

    async readAvailability(accountId: number, amount: string): Promise<Availability | undefined> {
      const [row] = await tx
        .select({
          currency: accounts.currency,
          balance: sql<string>`${latestBalance}::text`,
          available: sql<string>`(${latestBalance} + ${accounts.creditLimit})::text`,
          covers: sql<boolean>`${latestBalance} + ${accounts.creditLimit} + ${amount}::numeric >= 0`,
        })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return row;
    },

    /** Writes the entries in the order given (ids follow it) and answers them in that order. */
    async insertEntries(
      entries: readonly {
        accountId: number;
        type: LedgerEntryTypeValue;
        amount: string;
        balanceAfter: string;
        reference: string | null;
        operator: string;
      }[],
    ): Promise<InsertedEntry[]> {
      if (entries.length === 0) return [];
      const rows = await tx
        .insert(ledgerEntries)
        .values([...entries])
        .returning({
          id: ledgerEntries.id,
          amount: ledgerEntries.amount,
          balanceAfter: ledgerEntries.balanceAfter,
          createdAt: ledgerEntries.createdAt,
        });
      if (rows.length !== entries.length) throw new Error('the ledger entries were not all inserted');
      return rows.sort((a, b) => a.id - b.id);
    },

    async createAccount(account: {
      platformType: number;
      currency: string;
      creditLimit: string;
    }): Promise<number> {
      const [row] = await tx.insert(accounts).values(account).returning({ id: accounts.id });
      if (!row) throw new Error(`account ${account.platformType}/${account.currency} was not inserted`);
      return row.id;
    },
  };
}
