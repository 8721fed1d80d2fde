import { FINANCIAL_COLUMNS, type FinancialRow, type FinancialTotals } from '@ota/contract';
import { stringify } from 'csv-stringify/sync';
import { neutraliseCell, type SheetColumn } from '../../platform/exports';

/** English headings, whatever the interface language (as the order exports, decision 0014). */
const HEADINGS: Record<(typeof FINANCIAL_COLUMNS)[number], string> = {
  sales: 'Sales',
  taxes: 'Taxes',
  fees: 'Fees',
  ancillaries: 'Ancillaries',
  changes: 'Changes',
  refunds: 'Refunds',
  voids: 'Voids',
  compensation: 'Compensation',
  external: 'External',
  net: 'Net',
};

export const EXPORT_HEADERS = [
  'Day',
  'Order number',
  'Currency',
  ...FINANCIAL_COLUMNS.map((column) => HEADINGS[column]),
  ...FINANCIAL_COLUMNS.map((column) => `${HEADINGS[column]} (EUR)`),
];

export const SHEET_COLUMNS: SheetColumn[] = EXPORT_HEADERS.map((header, index) => ({
  header,
  width: index < 3 ? 14 : 12,
}));

/** A line of either file: the day, order and currency, then the amounts (blank where a total has none). */
export type ExportLine = [string, string, string, ...(string | null)[]];

export function rowLine(row: FinancialRow): ExportLine {
  return [
    row.day,
    row.orderNo,
    row.currency,
    ...FINANCIAL_COLUMNS.map((column) => row[column]),
    ...FINANCIAL_COLUMNS.map((column) => row[`${column}Eur`]),
  ];
}

/** The totals rows after the rows: one per currency, then the whole in EUR. */
export function totalLines(totals: FinancialTotals): ExportLine[] {
  return [
    ...totals.byCurrency.map((total): ExportLine => [
      'Total',
      '',
      total.currency,
      ...FINANCIAL_COLUMNS.map((column) => total[column]),
      ...FINANCIAL_COLUMNS.map((column) => total[`${column}Eur`]),
    ]),
    [
      'Total (EUR)',
      '',
      'EUR',
      ...FINANCIAL_COLUMNS.map(() => null),
      ...FINANCIAL_COLUMNS.map((c) => totals.eur[c]),
    ],
  ];
}

/** .xlsx cells: amounts as numbers (a spreadsheet sums them), text never a formula. */
export function sheetCells(line: ExportLine): (string | number | null)[] {
  return line.map((value, index) => {
    if (index < 3) return neutraliseCell(value);
    return value === null ? null : Number(value);
  });
}

/** CSV records: amounts as exact decimal text, text never a formula. */
export function csvBytes(lines: readonly ExportLine[]): Buffer {
  return Buffer.from(
    stringify(lines.map((line) => line.map((value, index) => (index < 3 ? neutraliseCell(value) : value)))),
  );
}
