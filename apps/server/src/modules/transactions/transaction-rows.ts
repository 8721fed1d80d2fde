import { LedgerEntryType, type PaymentType, type TransactionRecord } from '@ota/contract';
import { centsToDecimal, toCents, toJsonAmount } from '../../platform/money';
import type { LedgerAccount, LedgerRow } from '../balance';
import type { RateBook } from '../exchange-rates';

/**
 * How an entry was paid: money from outside (a top-up) is cash; money returned goes to the deposit; a
 * debit is paid from the deposit, from the credit line, or from both when it crosses zero.
 */
export function paymentType(type: string, amountCents: bigint, afterCents: bigint): PaymentType {
  if (amountCents > 0n) return type === LedgerEntryType.TOP_UP ? 'CASH' : 'DEPOSIT';
  if (afterCents >= 0n) return 'DEPOSIT';
  return afterCents - amountCents <= 0n ? 'CREDIT' : 'DEPOSIT_AND_CREDIT';
}

const money = (cents: bigint) => toJsonAmount(centsToDecimal(cents));
const orNull = (amount: string | null) => (amount === null ? null : toJsonAmount(amount));

/** One ledger entry as a row of the records (spec section 3), valued with the rates of its day. */
export function transactionRecord(
  row: LedgerRow,
  account: LedgerAccount,
  rates: RateBook,
  showBalance: boolean,
): TransactionRecord {
  const day = row.createTime.slice(0, 10);
  const amount = toCents(row.amount);
  const after = toCents(row.balanceAfter);
  const limit = toCents(account.creditLimit);
  const accountRate = rates.rateOn(account.currency, day);
  const cny = rates.rateOn('CNY', day);
  const hidden = (cents: bigint) => (showBalance ? money(cents) : null);
  return {
    id: row.id,
    platformType: account.platformType,
    currency: account.currency,
    transactionType: row.type,
    amount: money(amount),
    balance: hidden(after),
    createTime: row.createTime,
    exchangeRate: accountRate ? Number(accountRate.rate) : null,
    eurAmount: orNull(rates.convert(row.amount, account.currency, 'EUR', day)),
    cnyRate: cny ? Number(cny.rate) : null,
    cnyExchange: orNull(rates.convert(row.amount, account.currency, 'CNY', day)),
    deposit: hidden(after > 0n ? after : 0n),
    credit: hidden(after < 0n ? -after : 0n),
    cash: money(row.type === LedgerEntryType.TOP_UP ? amount : 0n),
    creditLimit: money(limit),
    availableBalance: hidden(after + limit),
    paymentType: paymentType(row.type, amount, after),
    // The day's own CNY rate's stamp: a day valued with an earlier day's rate is not synced yet.
    syncTime: cny && cny.day === day ? cny.syncedAt : null,
    reference: row.reference,
    operator: row.operator,
  };
}
