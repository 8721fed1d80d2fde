import { z } from 'zod';
import { LedgerEntryType, type LedgerEntryTypeValue } from './balance';
import { KNOWN_CURRENCIES } from './currencies';
import {
  blankToUndefined,
  daysBetween,
  isIsoDate,
  listOf,
  optionalDate,
  optionalText,
} from './orders/fields';
import { pageQuery, type PageList } from './pagination';
import { amountField, MAX_BALANCE_AMOUNT } from './money-limits';
import { currencyField, platformTypeField } from './settings-mail/fields';

/** The longest range one list, export, chart or re-sync covers (issue 11 §7). */
export const TRANSACTION_MAX_DAYS = 366;
/** The rate table's choices: the console's known currencies; the table takes any 3-letter code. */
export const RATE_CURRENCIES = KNOWN_CURRENCIES;
export const TOP_UP_REASON_MAX = 64;

export const LEDGER_ENTRY_TYPES = Object.values(LedgerEntryType) as [
  LedgerEntryTypeValue,
  ...LedgerEntryTypeValue[],
];

/** How an entry was paid (docs/decisions/0026-transaction-records.md). */
export const PAYMENT_TYPES = ['CASH', 'DEPOSIT', 'CREDIT', 'DEPOSIT_AND_CREDIT'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

type RangeFields = { startTime?: string; endTime?: string };

/** endTime not before startTime, and less than TRANSACTION_MAX_DAYS after it; the message names endTime. */
export function checkTransactionRange(value: RangeFields, ctx: z.RefinementCtx): void {
  if (!value.startTime || !value.endTime) return;
  const days = daysBetween(value.startTime, value.endTime);
  if (days < 0)
    ctx.addIssue({ code: 'custom', message: 'endTime must not be before startTime', path: ['endTime'] });
  else if (days >= TRANSACTION_MAX_DAYS)
    ctx.addIssue({
      code: 'custom',
      message: `endTime must be less than ${TRANSACTION_MAX_DAYS} days after startTime`,
      path: ['endTime'],
    });
}

const requiredDate = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .refine(isIsoDate, `${field} must be a date YYYY-MM-DD`);

const optionalCurrency = z.preprocess(blankToUndefined, currencyField.optional());

/** The filters of the list, shared by the export: an account is a platform and a currency. */
const transactionFilterFields = {
  platformType: platformTypeField,
  currency: optionalCurrency,
  type: z.preprocess(
    listOf,
    z
      .array(z.enum(LEDGER_ENTRY_TYPES, { error: `type must be one of ${LEDGER_ENTRY_TYPES.join(', ')}` }))
      .max(LEDGER_ENTRY_TYPES.length, 'type has too many values')
      .optional(),
  ),
  reference: optionalText('reference', 64),
  operator: optionalText('operator', 64),
};

/** `POST /userTransactionRecord/pageList` (query params): newest first. */
export const transactionPageQuery = pageQuery
  .extend({
    ...transactionFilterFields,
    startTime: optionalDate('startTime'),
    endTime: optionalDate('endTime'),
  })
  .superRefine(checkTransactionRange);
export type TransactionPageQuery = z.infer<typeof transactionPageQuery>;

const requiredRange = { startTime: requiredDate('startTime'), endTime: requiredDate('endTime') };

/** `GET /userTransactionRecord/kiwiExport`: the list's rows of the range (both days included). */
export const transactionExportQuery = z
  .object({ ...transactionFilterFields, ...requiredRange })
  .superRefine(checkTransactionRange);
export type TransactionExportQuery = z.infer<typeof transactionExportQuery>;

/** `GET /userTransactionRecord/update`: re-sync the exchange rates of the range. */
export const rateSyncQuery = z.object(requiredRange).superRefine(checkTransactionRange);
export type RateSyncQuery = z.infer<typeof rateSyncQuery>;

/** `GET /userTransactionRecord/balanceSeries`: one account's balance at the end of each day. */
export const balanceSeriesQuery = z
  .object({ platformType: platformTypeField, currency: optionalCurrency, ...requiredRange })
  .superRefine(checkTransactionRange);
export type BalanceSeriesQuery = z.infer<typeof balanceSeriesQuery>;

/** One row of the transaction records (spec section 3, "Financial and transaction columns"). */
export interface TransactionRecord {
  id: number;
  platformType: number;
  currency: string;
  transactionType: LedgerEntryTypeValue;
  amount: number;
  /** The account's balance after the entry; null where the balance is hidden (edreams). */
  balance: number | null;
  createTime: string;
  /** Units of the account's currency per EUR on the entry's day (1 for EUR); null without a rate. */
  exchangeRate: number | null;
  eurAmount: number | null;
  /** CNY per EUR on the entry's day. */
  cnyRate: number | null;
  cnyExchange: number | null;
  /** The part of the balance that is the agency's own money, and the credit drawn. */
  deposit: number | null;
  credit: number | null;
  /** Money that came in from outside (a top-up). */
  cash: number;
  creditLimit: number;
  availableBalance: number | null;
  paymentType: PaymentType;
  /** When the rates of the entry's day were last re-synced; null before the first. */
  syncTime: string | null;
  reference: string | null;
  operator: string;
}

/** The filtered set's sums per currency, beside the page. */
export interface TransactionTotals {
  /** Whose accounts: only for a user with no platform, whose totals are per platform and currency. */
  platformType?: number;
  currency: string;
  count: number;
  credits: number;
  debits: number;
  net: number;
}

export interface TransactionPage extends PageList<TransactionRecord> {
  totals: TransactionTotals[];
}

export interface BalancePoint {
  day: string;
  balance: number;
  creditLimit: number;
}

export interface BalanceSeries {
  platformType: number;
  currency: string;
  points: BalancePoint[];
}

/** `POST /userTransactionRecord/topUp`: money in from outside, with its reason. */
export const topUpBody = z.object({
  currency: currencyField,
  amount: amountField('amount', { sign: 'positive', max: MAX_BALANCE_AMOUNT }),
  reason: z
    .string('reason is required')
    .trim()
    .min(1, 'reason is required')
    .max(TOP_UP_REASON_MAX, `reason must be at most ${TOP_UP_REASON_MAX} characters`),
  platformType: platformTypeField,
});
export type TopUpBody = z.infer<typeof topUpBody>;

export interface TopUpResult {
  entryId: number;
  platformType: number;
  currency: string;
  amount: number;
  /** null where the balance is hidden (edreams). */
  balance: number | null;
}

export interface RateSyncResult {
  startTime: string;
  endTime: string;
  /** Days whose rate was carried from an earlier day (no rate was entered for them). */
  carried: number;
  synced: number;
  syncTime: string;
}

/** A rate: units of `currency` per EUR on `day`. */
export interface ExchangeRate {
  day: string;
  currency: string;
  rate: string;
  source: 'entered' | 'imported' | 'carried' | 'demo';
  updatedBy: string;
  /** When the rate was last written (ISO 8601, UTC). */
  updatedAt: string;
  syncTime: string | null;
}

const RATE_TEXT = /^\d{1,10}(\.\d{1,8})?$/;

export const rateField = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value),
  z
    .string('rate is required')
    .min(1, 'rate is required')
    .regex(RATE_TEXT, 'rate must be a positive number with at most 8 decimals')
    .refine((value) => /[1-9]/.test(value), 'rate must be more than 0'),
);

/** `POST /exchangeRate/add`: one day's rate, replacing the one there. */
export const exchangeRateBody = z.object({
  day: requiredDate('day'),
  currency: currencyField,
  rate: rateField,
});
export type ExchangeRateBody = z.infer<typeof exchangeRateBody>;

export const RATE_IMPORT_MAX_LINES = 20_000;

/**
 * `POST /exchangeRate/import` (JSON): the lines of a CSV file of date,currency,rate, as the browser read
 * them (a heading line is skipped). Lines, not one text: a field is one line of at most 4000 characters.
 */
export const exchangeRateImportBody = z.object({
  lines: z
    .array(z.string('lines must hold text'), 'lines is required')
    .min(1, 'lines is required')
    .max(RATE_IMPORT_MAX_LINES, `lines must hold at most ${RATE_IMPORT_MAX_LINES} rates`),
});
export type ExchangeRateImportBody = z.infer<typeof exchangeRateImportBody>;

/** `GET /exchangeRate/pageList`: newest day first. */
export const exchangeRatePageQuery = pageQuery
  .extend({
    currency: optionalCurrency,
    startTime: optionalDate('startTime'),
    endTime: optionalDate('endTime'),
  })
  .superRefine(checkTransactionRange);
export type ExchangeRatePageQuery = z.infer<typeof exchangeRatePageQuery>;

export interface RateImportResult {
  imported: number;
}

/** 'Transaction Records_{Mon D} - {Mon D} {year}.xlsx' (docs/decisions/0026), the year of the end. */
export function transactionExportFileName(startTime: string, endTime: string): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const monthDay = (date: string) =>
    `${months[Number(date.slice(5, 7)) - 1] ?? ''} ${Number(date.slice(8, 10))}`;
  return `Transaction Records_${monthDay(startTime)} - ${monthDay(endTime)} ${endTime.slice(0, 4)}.xlsx`;
}
