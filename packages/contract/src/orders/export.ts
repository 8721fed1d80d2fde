import { z } from 'zod';
import { daysBetween, isIsoDateOrDateTime } from './fields';
import { checkRanges, orderFilterFields } from './search';

/** The longest booking-date range one export may cover. */
export const EXPORT_MAX_DAYS = 366;

const exportTime = (field: string) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .refine(isIsoDateOrDateTime, `${field} must be a date YYYY-MM-DD or a date-time YYYY-MM-DD HH:mm:ss`);

function checkExportRange(value: { stime: string; etime: string }, ctx: z.RefinementCtx): void {
  if (value.etime < value.stime) {
    ctx.addIssue({ code: 'custom', message: 'etime must not be before stime', path: ['etime'] });
  } else if (daysBetween(value.stime, value.etime) >= EXPORT_MAX_DAYS) {
    ctx.addIssue({
      code: 'custom',
      message: `etime must be less than ${EXPORT_MAX_DAYS} days after stime`,
      path: ['etime'],
    });
  }
}

const range = { stime: exportTime('stime'), etime: exportTime('etime') };

/** `GET /edreams/order/exportCsv`: orders booked from stime to etime (dates inclusive). */
export const orderCsvExportQuery = z.object(range).superRefine(checkExportRange);
export type OrderCsvExportQuery = z.infer<typeof orderCsvExportQuery>;

/** `GET {prefix}/order/export` (.xlsx): the booking range plus any filter of the list. */
export const orderExportQuery = z
  .object({ ...range, ...orderFilterFields })
  .superRefine(checkExportRange)
  .superRefine(checkRanges);
export type OrderExportQuery = z.infer<typeof orderExportQuery>;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function monthDay(date: string): string {
  return `${MONTHS[Number(date.slice(5, 7)) - 1] ?? ''} ${Number(date.slice(8, 10))}`;
}

/**
 * Spec section 9: 'order{Mon D} - {Mon D} {year}' ('orderMay 4 - May 10 2026'), the year of the
 * range's end; the .xlsx export takes the same name (docs/decisions/0014-orders-exports.md).
 */
export function orderExportFileName(stime: string, etime: string, extension: 'csv' | 'xlsx'): string {
  return `order${monthDay(stime)} - ${monthDay(etime)} ${etime.slice(0, 4)}.${extension}`;
}
