import { z } from 'zod';
import { REFUND_STATUSES, type RefundStatus, type RefundType } from './cases/refunds';
import { blankToUndefined, daysBetween, isIsoDate, optionalText } from './orders/fields';
import { pageQuery, type PageList } from './pagination';

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

/** One refund of the report: amounts as exact decimal strings, times 'YYYY-MM-DD HH:mm:ss'. */
export interface RefundReportRow {
  refundNo: string;
  orderNo: string;
  airline: string;
  refundType: RefundType;
  status: RefundStatus;
  currency: string;
  applicationAmount: string | null;
  confirmedAmount: string | null;
  serviceCharge: string;
  /** What the ledger's REFUND_CREDIT entry of the refund actually credited; null before it is. */
  creditedAmount: string | null;
  creditedAmountEur: string | null;
  createTime: string;
  /** When it reached REFUNDED, AIRLINE_REJECTED or CANCELLED; null while open. */
  finishTime: string | null;
  /** Business days from the day it was opened to the day it finished; null while open. */
  daysTaken: number | null;
}

/** Sums of one currency's amounts (amounts of different currencies are never added). */
export interface RefundReportCurrencyTotal {
  currency: string;
  count: number;
  applicationAmount: string;
  confirmedAmount: string;
  serviceCharge: string;
  creditedAmount: string;
}

export interface RefundReportTotals {
  count: number;
  creditedAmountEur: string;
  byCurrency: RefundReportCurrencyTotal[];
}

/** A slice of the chart: how many refunds, and what they credited in EUR. */
export interface RefundReportGroup {
  key: string;
  count: number;
  creditedAmountEur: string;
}

export interface RefundReportData extends PageList<RefundReportRow> {
  startTime: string;
  endTime: string;
  totals: RefundReportTotals;
  byStatus: RefundReportGroup[];
  byAirline: RefundReportGroup[];
}

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
