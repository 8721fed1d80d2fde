import type { LedgerObserver } from './ledger-types';

const observers = new Set<LedgerObserver>();

/**
 * A domain that must react to balance changes (the balance warning thresholds ...) registers its
 * check once, where the app is put together (app.ts): postEntry then runs it after every entry, so no
 * domain that moves money can forget it, and the ledger depends on none of them.
 */
export function observeLedger(observer: LedgerObserver): void {
  observers.add(observer);
}

export function ledgerObservers(): Iterable<LedgerObserver> {
  return observers;
}
