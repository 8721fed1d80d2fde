import type { DbTransaction } from '../../platform/db';
import { checkThresholdCrossing } from '../thresholds/threshold-crossing';
import type { PostedEntry } from './ledger.service';

/**
 * A check that follows every ledger entry, inside its transaction and after the account row is
 * locked: what it writes commits with the entry, and an error it throws rolls the entry back.
 */
export type LedgerObserver = (tx: DbTransaction, entry: PostedEntry) => Promise<void>;

/**
 * Called by postEntry for every entry, so no domain that moves money can forget them. A domain
 * that must react to balance changes adds its check here.
 */
export const LEDGER_OBSERVERS: readonly LedgerObserver[] = [checkThresholdCrossing];
