import { z } from 'zod';
import { LEDGER_ENTRY_TYPES } from '../transactions';
import { ORDER_STATUSES } from './statuses';

/** Null for a caller whose platform hides the balance (spec section 6). */
const hiddenAmount = z.number().nullable();

/** A ledger entry of the order: its booking debit, and any other entry whose reference is the order. */
export const orderLedgerEntry = z.object({
  id: z.number().int(),
  type: z.enum(LEDGER_ENTRY_TYPES),
  amount: z.number(),
  balanceAfter: hiddenAmount,
  currency: z.string(),
  operator: z.string(),
  createdTime: z.string(),
});
export type OrderLedgerEntry = z.output<typeof orderLedgerEntry>;

/** The platform account that pays (or paid) the order, with its figures now. */
export const orderPayingAccount = z.object({
  label: z.string(),
  currency: z.string(),
  balance: hiddenAmount,
  creditLimit: hiddenAmount,
  available: hiddenAmount,
  /** Whether the available amount covers `amount` (meaningful while payable). */
  covers: z.boolean(),
});

/** `GET {prefix}/order/payment`: what paying the order takes and what it did (order payment page). */
export const orderPaymentInfo = z.object({
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** The order's price in its own currency. */
  price: z.number(),
  currency: z.string(),
  /** The booking debit was taken: `amount` is what it took. */
  paid: z.boolean(),
  paidAt: z.string().nullable(),
  /** The order waits for payment (PENDING_PAYMENT): `amount` is what paying would debit now. */
  payable: z.boolean(),
  /** In the paying account's currency; null for an order that ended unpaid (cancelled, expired). */
  amount: z.number().nullable(),
  /** Null when the platform has no account. */
  account: orderPayingAccount.nullable(),
  ledger: z.array(orderLedgerEntry),
});
export type OrderPaymentInfo = z.output<typeof orderPaymentInfo>;
