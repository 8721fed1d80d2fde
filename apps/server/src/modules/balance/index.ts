/**
 * The balance module's public face: other modules move money and read balances only through these,
 * never through the ledger's tables or repository (docs/architecture.md, "Module boundaries").
 */
export { postEntries, postEntry } from './ledger.service';
export { observeLedger } from './ledger-observers';
export { latestBalance } from './ledger.repository';
export {
  accountDirectory,
  accountCurrencyOf,
  accountFigures,
  entriesOfReference,
  payingAccount,
  payingAccountIdOf,
} from './account-reads';
export {
  dailyBalances,
  ledgerAccounts,
  ledgerBatch,
  ledgerPage,
  type DailyBalance,
  type LedgerAccount,
  type LedgerFilter,
  type LedgerRow,
  type LedgerSums,
} from './ledger-reading';
export { ledgerSums } from './ledger-sums';
export { fillLedgerDays } from './ledger-day-sums';
export { ledgerEntryAmount } from './ledger-amounts';
export { ledgerMoves } from './ledger-moves';
export type { LedgerEntryInput, LedgerObserver, PostedEntry } from './ledger-types';
