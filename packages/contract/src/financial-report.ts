import { z } from 'zod';
import { pageListOf, pageQuery } from './pagination';
import { amountCents, amountField, MAX_DOCUMENT_AMOUNT } from './money-limits';
import { blankToUndefined, daysBetween, isIsoDate, orderNoField } from './orders/fields';

/**
 * The report's amount columns, in the order the screen and the files show them (docs/decisions/
 * 0029-financial-reports.md). Every amount is what the day did to the platform's balance: a charge
 * positive, a credit (a refund, a void) negative. `taxes` and `fees` are parts of `sales`; `net` is
 * the sum of every other column.
 */
export const FINANCIAL_COLUMNS = [
  'sales',
  'taxes',
  'fees',
  'ancillaries',
  'changes',
  'refunds',
  'voids',
  'compensation',
  'external',
  'net',
] as const;
export type FinancialColumn = (typeof FINANCIAL_COLUMNS)[number];

/** The columns `net` adds up: all but the parts of sales. */
export const NET_COLUMNS: readonly FinancialColumn[] = [
  'sales',
  'ancillaries',
  'changes',
  'refunds',
  'voids',
  'compensation',
  'external',
];

/** The same columns in EUR: `salesEur`, `taxesEur`, ... */
export const FINANCIAL_EUR_COLUMNS = FINANCIAL_COLUMNS.map((column) => `${column}Eur` as const);

/** Exact decimal strings under the columns' names. */
function amountsNamed<const Column extends string>(columns: readonly Column[]) {
  return z.object(
    Object.fromEntries(columns.map((column) => [column, z.string()])) as Record<Column, z.ZodString>,
  );
}

export const financialAmounts = amountsNamed(FINANCIAL_COLUMNS);
export type FinancialAmounts = z.output<typeof financialAmounts>;
const financialAmountsEur = amountsNamed(FINANCIAL_EUR_COLUMNS);
export type FinancialAmountsEur = z.output<typeof financialAmountsEur>;

/** One order on one business day. */
export const financialRow = z.object({
  day: z.string(),
  orderNo: z.string(),
  currency: z.string(),
  ...financialAmounts.shape,
  ...financialAmountsEur.shape,
});
export type FinancialRow = z.output<typeof financialRow>;

/** The totals rows: one per original currency (with its EUR values), and the whole in EUR. */
export const financialTotals = z.object({
  byCurrency: z.array(
    z.object({ ...financialAmounts.shape, ...financialAmountsEur.shape, currency: z.string() }),
  ),
  eur: financialAmounts,
});
export type FinancialTotals = z.output<typeof financialTotals>;

/** One point of the chart (EUR). */
export const financialDay = z.object({
  day: z.string(),
  sales: z.string(),
  refunds: z.string(),
  net: z.string(),
});
export type FinancialDay = z.output<typeof financialDay>;

export const financialReport = pageListOf(financialRow).extend({
  startTime: z.string(),
  endTime: z.string(),
  totals: financialTotals,
  days: z.array(financialDay),
});
export type FinancialReport = z.output<typeof financialReport>;

/** The longest range one report or export covers. */
export const FINANCIAL_MAX_DAYS = 366;

const day = (field: string) =>
  z.preprocess(
    blankToUndefined,
    z.string().trim().refine(isIsoDate, `${field} must be a date YYYY-MM-DD`).optional(),
  );

function checkRange(value: { startTime?: string; endTime?: string }, ctx: z.RefinementCtx): void {
  const { startTime, endTime } = value;
  if (startTime === undefined && endTime !== undefined)
    ctx.addIssue({ code: 'custom', message: 'startTime is required', path: ['startTime'] });
  else if (endTime === undefined && startTime !== undefined)
    ctx.addIssue({ code: 'custom', message: 'endTime is required', path: ['endTime'] });
  else if (startTime === undefined || endTime === undefined) return;
  else if (endTime < startTime)
    ctx.addIssue({ code: 'custom', message: 'endTime must not be before startTime', path: ['endTime'] });
  else if (daysBetween(startTime, endTime) >= FINANCIAL_MAX_DAYS)
    ctx.addIssue({
      code: 'custom',
      message: `endTime must be less than ${FINANCIAL_MAX_DAYS} days after startTime`,
      path: ['endTime'],
    });
}

const range = { startTime: day('startTime'), endTime: day('endTime') };

/** Business days, both included; neither given: the last full Monday–Sunday week. */
export const financialRangeQuery = z.object(range).superRefine(checkRange);
export type FinancialRangeQuery = z.infer<typeof financialRangeQuery>;

export const financialQuery = z.object({ ...range, ...pageQuery.shape }).superRefine(checkRange);
export type FinancialQuery = z.infer<typeof financialQuery>;

/** A line's amount: signed (a credit line is negative), never 0, within what a document can cost. */
const amount = (field: string) => amountField(field, { sign: 'signed', max: MAX_DOCUMENT_AMOUNT });

/**
 * The days a line from outside may name: the last FINANCIAL_MAX_DAYS business days up to `today`
 * ('YYYY-MM-DD' in the business time zone), the longest range one report covers. A supplier's line is
 * dated when it was billed: never ahead of today, never before a year the report can no longer show in
 * one range.
 */
export function financialLineDays(today: string): { first: string; last: string } {
  const first = new Date(Date.parse(`${today}T00:00:00Z`) - (FINANCIAL_MAX_DAYS - 1) * 86_400_000);
  return { first: first.toISOString().slice(0, 10), last: today };
}

/** Why `day` is out of a line's days (`financialLineDays`), or null when it is within them. */
export function financialLineDayProblem(day: string, today: string): string | null {
  const { first, last } = financialLineDays(today);
  return day < first || day > last ? `day must be between ${first} and ${last}` : null;
}

/**
 * `POST /edreams/financial/addFinancialData`: a figure from outside the console (a supplier's invoice
 * line) on an edreams order's day; `reference` names it once per platform, a repeat is refused. The
 * amount is signed like every report figure: a charge positive, a credit (a credit note) negative.
 * What needs the order or today (an edreams order, a currency the console knows or the order's own, a
 * day within `financialLineDays`) the server checks after this.
 */
export const addFinancialDataBody = z
  .object({
    reference: z
      .string({ error: 'reference is required' })
      .trim()
      .min(1, 'reference is required')
      .max(64, 'reference must be at most 64 characters'),
    orderNo: orderNoField,
    day: z.string({ error: 'day is required' }).trim().refine(isIsoDate, 'day must be a date YYYY-MM-DD'),
    currency: z
      .string({ error: 'currency is required' })
      .trim()
      .regex(/^[A-Za-z]{3}$/, 'currency must be a three-letter code')
      .transform((value) => value.toUpperCase()),
    amount: amount('amount'),
    amountEur: z.preprocess(blankToUndefined, amount('amountEur').optional()),
    remark: z.preprocess(
      blankToUndefined,
      z.string().trim().max(500, 'remark must be at most 500 characters').optional(),
    ),
  })
  .superRefine((value, ctx) => {
    if (value.amountEur === undefined) {
      if (value.currency !== 'EUR')
        ctx.addIssue({
          code: 'custom',
          message: 'amountEur is required when currency is not EUR',
          path: ['amountEur'],
        });
      return;
    }
    const cents = amountCents(value.amount);
    const eurCents = amountCents(value.amountEur);
    if (cents === null || eurCents === null) return;
    if (value.currency === 'EUR' && cents !== eurCents)
      ctx.addIssue({
        code: 'custom',
        message: 'amountEur must equal amount when currency is EUR',
        path: ['amountEur'],
      });
    else if (cents < 0n !== eurCents < 0n)
      ctx.addIssue({
        code: 'custom',
        message: 'amountEur must have the sign of amount (a charge positive, a credit negative)',
        path: ['amountEur'],
      });
  });
export type AddFinancialDataBody = z.infer<typeof addFinancialDataBody>;

/** 'YYYY-MM-DD' of the Monday and Sunday of the last full week before `today` ('YYYY-MM-DD'). */
export function lastFullWeek(today: string): { startTime: string; endTime: string } {
  const date = new Date(`${today}T00:00:00Z`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  const sunday = new Date(date.getTime() - (sinceMonday + 1) * 86_400_000);
  const monday = new Date(sunday.getTime() - 6 * 86_400_000);
  return { startTime: monday.toISOString().slice(0, 10), endTime: sunday.toISOString().slice(0, 10) };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthDay = (date: string) =>
  `${MONTHS[Number(date.slice(5, 7)) - 1] ?? ''} ${Number(date.slice(8, 10))}`;

/** Spec section 9: '{brand or domain prefix} Weekly Report_{Mon D} - {Mon D} {year}', the end's year. */
export function financialReportFileName(
  prefix: string,
  startTime: string,
  endTime: string,
  extension: 'csv' | 'xlsx',
): string {
  return `${prefix} Weekly Report_${monthDay(startTime)} - ${monthDay(endTime)} ${endTime.slice(0, 4)}.${extension}`;
}
