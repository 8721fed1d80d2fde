import { sql, type SQL } from 'drizzle-orm';
import { accounts, ledgerEntries } from '../../db/schema/balance';

/**
 * Every ledger entry with its account's platform and currency, as a derived table for reports.
 * Columns: entry_id, type, amount, reference, created_at, account_id, platform_type,
 * account_currency.
 */
export function ledgerMoves(): SQL {
  return sql`(select ${ledgerEntries.id} as entry_id, ${ledgerEntries.type} as type,
    ${ledgerEntries.amount} as amount, ${ledgerEntries.reference} as reference,
    ${ledgerEntries.createdAt} as created_at, ${accounts.id} as account_id,
    ${accounts.platformType} as platform_type, ${accounts.currency} as account_currency
    from ${ledgerEntries} join ${accounts} on ${accounts.id} = ${ledgerEntries.accountId})`;
}
