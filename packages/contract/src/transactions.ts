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
import { pageListOf, pageQuery } from './pagination';
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

/** Amounts are JSON numbers with at most 2 decimals; a hidden balance figure is null (edreams). */
const amount = z.number();
const hiddenAmount = amount.nullable();

/** One row of the transaction records (spec section 3, "Financial and transaction columns"). */
export const transactionRecord = z.object({
  id: z.number().int(),
  platformType: z.number().int(),
  currency: z.string(),
  transactionType: z.enum(LEDGER_ENTRY_TYPES),
  amount,
  /** The account's balance after the entry; null where the balance is hidden (edreams). */
  balance: hiddenAmount,
  createTime: z.string(),
  /** Units of the account's currency per EUR on the entry's day (1 for EUR); null without a rate. */
  exchangeRate: z.number().nullable(),
  eurAmount: amount.nullable(),
  /** CNY per EUR on the entry's day. */
  cnyRate: z.number().nullable(),
  cnyExchange: amount.nullable(),
  /** The part of the balance that is the agency's own money, and the credit drawn. */
  deposit: hiddenAmount,
  credit: hiddenAmount,
  /** Money that came in from outside (a top-up). */
  cash: amount,
  creditLimit: amount,
  availableBalance: hiddenAmount,
  paymentType: z.enum(PAYMENT_TYPES),
  /** When the rates of the entry's day were last re-synced; null before the first. */
  syncTime: z.string().nullable(),
  reference: z.string().nullable(),
  operator: z.string(),
});
export type TransactionRecord = z.output<typeof transactionRecord>;

/** The filtered set's sums per currency, beside the page. */
export const transactionTotals = z.object({
  /** Whose accounts: only for a user with no platform, whose totals are per platform and currency. */
  platformType: z.number().int().optional(),
  currency: z.string(),
  count: z.number().int(),
  credits: amount,
  debits: amount,
  net: amount,
});
export type TransactionTotals = z.output<typeof transactionTotals>;

export const transactionPage = pageListOf(transactionRecord).extend({ totals: z.array(transactionTotals) });
export type TransactionPage = z.output<typeof transactionPage>;

export const balancePoint = z.object({ day: z.string(), balance: amount, creditLimit: amount });
export type BalancePoint = z.output<typeof balancePoint>;

export const balanceSeries = z.object({
  platformType: z.number().int(),
  currency: z.string(),
  points: z.array(balancePoint),
});
export type BalanceSeries = z.output<typeof balanceSeries>;

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

export const topUpResult = z.object({
  entryId: z.number().int(),
  platformType: z.number().int(),
  currency: z.string(),
  amount,
  /** null where the balance is hidden (edreams). */
  balance: hiddenAmount,
});
export type TopUpResult = z.output<typeof topUpResult>;

export const rateSyncResult = z.object({
  startTime: z.string(),
  endTime: z.string(),
  /** Days whose rate was carried from an earlier day (no rate was entered for them). */
  carried: z.number().int(),
  synced: z.number().int(),
  syncTime: z.string(),
});
export type RateSyncResult = z.output<typeof rateSyncResult>;

export const RATE_SOURCES = ['entered', 'imported', 'carried', 'demo'] as const;

/** A rate: units of `currency` per EUR on `day`. */
export const exchangeRate = z.object({
  day: z.string(),
  currency: z.string(),
  rate: z.string(),
  source: z.enum(RATE_SOURCES),
  updatedBy: z.string(),
  /** When the rate was last written (ISO 8601, UTC). */
  updatedAt: z.string(),
  syncTime: z.string().nullable(),
});
export type ExchangeRate = z.output<typeof exchangeRate>;

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

export const rateImportResult = z.object({ imported: z.number().int() });
export type RateImportResult = z.output<typeof rateImportResult>;

/** 'Transaction Records_{Mon D} - {Mon D} {year}.xlsx' (docs/decisions/0026), the year of the end. */
export function transactionExportFileName(startTime: string, endTime: string): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const monthDay = (date: string) =>
    `${months[Number(date.slice(5, 7)) - 1] ?? ''} ${Number(date.slice(8, 10))}`;
  return `Transaction Records_${monthDay(startTime)} - ${monthDay(endTime)} ${endTime.slice(0, 4)}.xlsx`;
}
