import type { LedgerEntryTypeValue } from '../balance';
import type { OrderStatus } from './statuses';

/** A ledger entry that names the order as its reference. */
export interface OrderLedgerEntry {
  id: number;
  type: LedgerEntryTypeValue;
  amount: number;
  balanceAfter: number;
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
  paid: boolean;
  paidAt: string | null;
  /** What is (or was) debited, in the paying account's currency. */
  amount: number;
  /** The platform account that pays: its figures now; null when the platform has none. */
  account: {
    label: string;
    currency: string;
    balance: number;
    creditLimit: number;
    available: number;
    /** Whether the available amount covers an unpaid order. */
    covers: boolean;
  } | null;
  ledger: OrderLedgerEntry[];
}
