import type { RefundReportTotals } from '@ota/contract';
import type { caseReport } from '../cases';
import { neutraliseCell, type SheetColumn } from '../../platform/exports';

type Row = caseReport.CaseReportRow;
type Cell = string | number | null;

/** The columns of both files, in the order the database writes the CSV record (case-report.ts). */
const COLUMNS: { header: string; amount?: boolean; cell: (row: Row) => Cell }[] = [
  { header: 'Refund No', cell: (r) => r.caseNo },
  { header: 'Order No', cell: (r) => r.orderNo },
  { header: 'Airline', cell: (r) => r.airline },
  { header: 'Type', cell: (r) => r.subType },
  { header: 'Status', cell: (r) => r.status },
  { header: 'Currency', cell: (r) => r.currency },
  { header: 'Application amount', amount: true, cell: (r) => r.applicationAmount },
  { header: 'Confirmed amount', amount: true, cell: (r) => r.confirmedAmount },
  { header: 'Service charge', amount: true, cell: (r) => r.serviceCharge },
  { header: 'Credited', amount: true, cell: (r) => r.movedAmount },
  { header: 'Credited (EUR)', amount: true, cell: (r) => r.movedAmountEur },
  { header: 'Created', cell: (r) => r.createTime },
  { header: 'Finished', cell: (r) => r.finishTime },
  { header: 'Days taken', cell: (r) => r.daysTaken },
];

export const REFUND_REPORT_HEADERS = COLUMNS.map((column) => column.header);

export const REFUND_REPORT_SHEET: SheetColumn[] = COLUMNS.map((column) => ({
  header: column.header,
  width: column.amount ? 14 : 20,
}));

/** A row of the .xlsx: amounts as numbers (a spreadsheet sums them), text neutralised. */
export function refundReportCells(row: Row): Cell[] {
  return COLUMNS.map((column) => {
    const value = column.cell(row);
    if (column.amount) return value === null ? null : Number(value);
    return neutraliseCell(value);
  });
}

/**
 * The totals under the rows, as the screen shows them: one line per currency, then the EUR total of
 * what was credited. Amounts stay exact decimal text here; the .xlsx turns them into numbers.
 */
export function totalLines(totals: RefundReportTotals): Cell[][] {
  const blank = (n: number) => Array.from({ length: n }, () => null);
  const lines: Cell[][] = totals.byCurrency.map((sum) => [
    `Total (${sum.currency})`,
    `${sum.count} refunds`,
    ...blank(3),
    sum.currency,
    sum.applicationAmount,
    sum.confirmedAmount,
    sum.serviceCharge,
    sum.creditedAmount,
    ...blank(4),
  ]);
  lines.push(['Total', `${totals.count} refunds`, ...blank(8), totals.creditedAmountEur, ...blank(3)]);
  return lines;
}

/** The totals lines as .xlsx cells: the amount columns as numbers. */
export function totalCells(totals: RefundReportTotals): Cell[][] {
  return totalLines(totals).map((line) =>
    line.map((value, n) => (COLUMNS[n]?.amount && typeof value === 'string' ? Number(value) : value)),
  );
}
