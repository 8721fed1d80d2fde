import { z } from 'zod';
import { REFUND_STATUSES, REFUND_TYPES } from './cases/refunds';
import { blankToUndefined, daysBetween, isIsoDate, optionalText } from './orders/fields';
import { pageListOf, pageQuery } from './pagination';

/** The longest range one report or export may cover (a year, leap day included). */
export const REPORT_MAX_DAYS = 366;

const reportDate = (field: string) =>
  z.preprocess(
    blankToUndefined,
    z.string().trim().refine(isIsoDate, `${field} must be a date YYYY-MM-DD`).optional(),
  );

function checkReportRange(value: { startTime?: string; endTime?: string }, ctx: z.RefinementCtx): void {
  const { startTime, endTime } = value;
  if ((startTime === undefined) !== (endTime === undefined)) {
    const missing = startTime === undefined ? 'startTime' : 'endTime';
    ctx.addIssue({ code: 'custom', message: `${missing} is required with the other end`, path: [missing] });
  } else if (startTime && endTime && endTime < startTime) {
    ctx.addIssue({ code: 'custom', message: 'endTime must not be before startTime', path: ['endTime'] });
  } else if (startTime && endTime && daysBetween(startTime, endTime) >= REPORT_MAX_DAYS) {
    ctx.addIssue({
      code: 'custom',
      message: `endTime must be less than ${REPORT_MAX_DAYS} days after startTime`,
      path: ['endTime'],
    });
  }
}

const refundReportFields = {
  /** Business days, both included; both absent: the last full Monday–Sunday week. */
  startTime: reportDate('startTime'),
  endTime: reportDate('endTime'),
  status: z.preprocess(
    blankToUndefined,
    z.enum(REFUND_STATUSES, `status must be one of ${REFUND_STATUSES.join(', ')}`).optional(),
  ),
  airline: optionalText('airline', 2),
};

/** `GET /edreams/refund/exportRefundOrderInfo` and `exportCsv`: the range and filters of the screen. */
export const refundReportExportQuery = z.object(refundReportFields).superRefine(checkReportRange);
export type RefundReportExportQuery = z.infer<typeof refundReportExportQuery>;

/** `POST /edreams/refund/queryData` params: the export's, one page of rows. */
export const refundReportQuery = pageQuery.extend(refundReportFields).superRefine(checkReportRange);
export type RefundReportQuery = z.infer<typeof refundReportQuery>;

const decimal = z.string();

/** One refund of the report: amounts as exact decimal strings, times 'YYYY-MM-DD HH:mm:ss'. */
export const refundReportRow = z.object({
  refundNo: z.string(),
  orderNo: z.string(),
  airline: z.string(),
  refundType: z.enum(REFUND_TYPES),
  status: z.enum(REFUND_STATUSES),
  currency: z.string(),
  applicationAmount: decimal.nullable(),
  confirmedAmount: decimal.nullable(),
  serviceCharge: decimal,
  /** What the ledger's REFUND_CREDIT entry of the refund actually credited; null before it is. */
  creditedAmount: decimal.nullable(),
  creditedAmountEur: decimal.nullable(),
  createTime: z.string(),
  /** When it reached REFUNDED, AIRLINE_REJECTED or CANCELLED; null while open. */
  finishTime: z.string().nullable(),
  /** Business days from the day it was opened to the day it finished; null while open. */
  daysTaken: z.number().int().nullable(),
});
export type RefundReportRow = z.output<typeof refundReportRow>;

/** Sums of one currency's amounts (amounts of different currencies are never added). */
export const refundReportCurrencyTotal = z.object({
  currency: z.string(),
  count: z.number().int(),
  applicationAmount: decimal,
  confirmedAmount: decimal,
  serviceCharge: decimal,
  creditedAmount: decimal,
});
export type RefundReportCurrencyTotal = z.output<typeof refundReportCurrencyTotal>;

export const refundReportTotals = z.object({
  count: z.number().int(),
  creditedAmountEur: decimal,
  byCurrency: z.array(refundReportCurrencyTotal),
});
export type RefundReportTotals = z.output<typeof refundReportTotals>;

/** A slice of the chart: how many refunds, and what they credited in EUR. */
export const refundReportGroup = z.object({
  key: z.string(),
  count: z.number().int(),
  creditedAmountEur: decimal,
});
export type RefundReportGroup = z.output<typeof refundReportGroup>;

export const refundReportData = pageListOf(refundReportRow).extend({
  startTime: z.string(),
  endTime: z.string(),
  totals: refundReportTotals,
  byStatus: z.array(refundReportGroup),
  byAirline: z.array(refundReportGroup),
});
export type RefundReportData = z.output<typeof refundReportData>;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The last full Monday–Sunday week before the week of `today` ('YYYY-MM-DD'). */
export function refundReportDefaultRange(today: string): { startTime: string; endTime: string } {
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const monday = addDays(today, -weekday - 7);
  return { startTime: monday, endTime: addDays(monday, 6) };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const monthDay = (date: string) =>
  `${MONTHS[Number(date.slice(5, 7)) - 1] ?? ''} ${Number(date.slice(8, 10))}`;

/**
 * Spec section 9: '{brand or domain prefix} Weekly Refund Report_{Mon D} - {Mon D} {year}', the year
 * of the range's end (docs/decisions, refund report).
 */
export function refundReportFileName(
  prefix: string,
  range: { startTime: string; endTime: string },
  extension: 'csv' | 'xlsx',
): string {
  const name = `Weekly Refund Report_${monthDay(range.startTime)} - ${monthDay(range.endTime)} ${range.endTime.slice(0, 4)}`;
  return `${prefix ? `${prefix} ` : ''}${name}.${extension}`;
}

/**
 * Spec sections 1 and 9: the brand when one is set (BRAND), else the first label of the user's domain
 * ('www.edreams.com' → 'edreams'), as the financial report names its files.
 */
export function reportFilePrefix(brand: string | null, domain: string | null | undefined): string {
  if (brand?.trim()) return brand.trim();
  const labels = (domain ?? '').trim().toLowerCase().split('.').filter(Boolean);
  return (labels[0] === 'www' && labels.length > 1 ? labels[1] : labels[0]) ?? '';
}
