import { asc, eq, sql } from 'drizzle-orm';
import { accounts } from '../../db/schema/balance';
import type { Database } from '../../platform/db';
import { latestBalance } from './ledger.repository';

export interface CurrencyBalance {
  currency: string;
  balance: string;
  platformType?: number;
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

    /** Every platform's accounts, each apart: platforms' money is never summed into one figure. */
    ofAllPlatforms(): Promise<CurrencyBalance[]> {
      return db
        .select({
          currency: accounts.currency,
          balance: sql<string>`${latestBalance}::text`,
          platformType: accounts.platformType,
        })
        .from(accounts)
        .orderBy(mainCurrencyFirst, asc(accounts.platformType), asc(accounts.currency));
    },
  };
}
