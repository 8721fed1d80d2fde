import { z } from 'zod';

/** One line of the top bar's balance (spec section 3, "Balance entry"). */
export const balanceInfo = z.object({
  price: z.number(),
  currency: z.string(),
  /**
   * Whose account it is: only in the answer to a user with no platform, who gets one entry per
   * platform and currency (never one sum of several platforms' money).
   */
  platformType: z.number().int().optional(),
});
export type BalanceInfo = z.output<typeof balanceInfo>;

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
