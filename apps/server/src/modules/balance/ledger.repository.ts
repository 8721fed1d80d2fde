import type { LedgerEntryTypeValue } from '@ota/contract';
import { eq, sql } from 'drizzle-orm';
import { accounts, ledgerEntries } from '../../db/schema';
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

    async insertEntry(entry: {
      accountId: number;
      type: LedgerEntryTypeValue;
      amount: string;
      balanceBefore: string;
      reference: string | null;
      operator: string;
    }): Promise<InsertedEntry> {
      const [row] = await tx
        .insert(ledgerEntries)
        .values({
          accountId: entry.accountId,
          type: entry.type,
          amount: entry.amount,
          balanceAfter: sql`${entry.balanceBefore}::numeric + ${entry.amount}::numeric`,
          reference: entry.reference,
          operator: entry.operator,
        })
        .returning({
          id: ledgerEntries.id,
          amount: ledgerEntries.amount,
          balanceAfter: ledgerEntries.balanceAfter,
          createdAt: ledgerEntries.createdAt,
        });
      if (!row) throw new Error(`ledger entry for account ${entry.accountId} was not inserted`);
      return row;
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
