import { asc, eq, sql } from 'drizzle-orm';
import { accounts } from '../../db/schema';
import type { Database } from '../../platform/db';
import { latestBalance } from './ledger.repository';

export interface CurrencyBalance {
  currency: string;
  balance: string;
}

// The main currency leads the list the top bar reads.
const mainCurrencyFirst = sql`${accounts.currency} <> 'EUR'`;

export function createBalanceRepository(db: Database) {
  return {
    /** One indexed lookup per account: the latest entry's balance_after. */
    ofPlatform(platformType: number): Promise<CurrencyBalance[]> {
      return db
        .select({ currency: accounts.currency, balance: sql<string>`${latestBalance}::text` })
        .from(accounts)
        .where(eq(accounts.platformType, platformType))
        .orderBy(mainCurrencyFirst, asc(accounts.currency));
    },

    /** Every platform's accounts, summed per currency (exact numeric sum). */
    ofAllPlatforms(): Promise<CurrencyBalance[]> {
      return db
        .select({ currency: accounts.currency, balance: sql<string>`sum(${latestBalance})::text` })
        .from(accounts)
        .groupBy(accounts.currency)
        .orderBy(mainCurrencyFirst, asc(accounts.currency));
    },
  };
}
