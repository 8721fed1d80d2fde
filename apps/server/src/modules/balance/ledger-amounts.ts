import { sql, type SQL } from 'drizzle-orm';
import { ledgerEntries } from '../../db/schema/balance';

/**
 * The amount of the ledger entry whose id is `entryId`, as a scalar subquery a report puts in its
 * own SQL (the refund report reads what a refund actually credited): one primary-key lookup.
 */
export function ledgerEntryAmount(entryId: SQL): SQL {
  return sql`(select ${ledgerEntries.amount} from ${ledgerEntries} where ${ledgerEntries.id} = ${entryId})`;
}
