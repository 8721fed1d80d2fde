/** One line of the top bar's balance (spec section 3, "Balance entry"). */
export interface BalanceInfo {
  price: number;
  currency: string;
  /**
   * Whose account it is: only in the answer to a user with no platform, who gets one entry per
   * platform and currency (never one sum of several platforms' money).
   */
  platformType?: number;
}

/** Ledger entry types (docs/domain.md "Money"). */
export const LedgerEntryType = {
  TOP_UP: 'TOP_UP',
  BOOKING_DEBIT: 'BOOKING_DEBIT',
  REFUND_CREDIT: 'REFUND_CREDIT',
  VOID_REVERSAL: 'VOID_REVERSAL',
  CHANGE_DEBIT: 'CHANGE_DEBIT',
  ANCILLARY_DEBIT: 'ANCILLARY_DEBIT',
  COMPENSATION: 'COMPENSATION',
  ADJUSTMENT: 'ADJUSTMENT',
} as const;
export type LedgerEntryTypeValue = (typeof LedgerEntryType)[keyof typeof LedgerEntryType];
