import type { LedgerEntryTypeValue } from '@ota/contract';
import type { DbTransaction } from '../../platform/db';
import type { InsertedEntry } from './ledger.repository';

export interface LedgerEntryInput {
  accountId: number;
  type: LedgerEntryTypeValue;
  /** Signed decimal string with at most 2 decimals: negative debits, positive credits. */
  amount: string;
  /** What caused it: an order number, refund number ... */
  reference?: string | null;
  /** User name, or 'system' for automatic entries. */
  operator: string;
}

export interface PostedEntry extends InsertedEntry {
  accountId: number;
  type: LedgerEntryTypeValue;
  currency: string;
  reference: string | null;
  operator: string;
}

/**
 * A check that follows every ledger entry, inside its transaction and after the account row is
 * locked: what it writes commits with the entry, and an error it throws rolls the entry back.
 */
export type LedgerObserver = (tx: DbTransaction, entry: PostedEntry) => Promise<void>;
