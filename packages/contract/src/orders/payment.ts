import type { LedgerEntryTypeValue } from '../balance';
import type { OrderStatus } from './statuses';

/** A ledger entry of the order: its booking debit, and any other entry whose reference is the order. */
export interface OrderLedgerEntry {
  id: number;
  type: LedgerEntryTypeValue;
  amount: number;
  /** Null for a caller whose platform hides the balance (spec section 6). */
  balanceAfter: number | null;
  currency: string;
  operator: string;
  createdTime: string;
}

/** `GET {prefix}/order/payment`: what paying the order takes and what it did (order payment page). */
export interface OrderPaymentInfo {
  orderNo: string;
  status: OrderStatus;
  /** The order's price in its own currency. */
  price: number;
  currency: string;
  /** The booking debit was taken: `amount` is what it took. */
  paid: boolean;
  paidAt: string | null;
  /** The order waits for payment (PENDING_PAYMENT): `amount` is what paying would debit now. */
  payable: boolean;
  /** In the paying account's currency; null for an order that ended unpaid (cancelled, expired). */
  amount: number | null;
  /** The platform account that pays (or paid); null when the platform has none. */
  account: {
    label: string;
    currency: string;
    /** The account's figures now; null for a caller whose platform hides the balance (spec section 6). */
    balance: number | null;
    creditLimit: number | null;
    available: number | null;
    /** Whether the available amount covers `amount` (meaningful while payable). */
    covers: boolean;
  } | null;
  ledger: OrderLedgerEntry[];
}
