import type { TransactionRecord } from '@ota/contract';
import { neutraliseCell, type SheetColumn } from '../../platform/exports';

/** The columns of the screen, in its order, with English headings (as every export: decision 0014). */
const COLUMNS: readonly [string, number, (row: TransactionRecord) => string | number | null][] = [
  ['Created', 20, (row) => row.createTime],
  ['Platform', 9, (row) => row.platformType],
  ['Account currency', 9, (row) => row.currency],
  ['Transaction type', 18, (row) => row.transactionType],
  ['Amount', 14, (row) => row.amount],
  ['Balance', 14, (row) => row.balance],
  ['Exchange rate', 12, (row) => row.exchangeRate],
  ['EUR', 14, (row) => row.eurAmount],
  ['CNY rate', 12, (row) => row.cnyRate],
  ['CNY exchange', 14, (row) => row.cnyExchange],
  ['Deposit', 14, (row) => row.deposit],
  ['Credit', 14, (row) => row.credit],
  ['Cash', 14, (row) => row.cash],
  ['Credit limit', 14, (row) => row.creditLimit],
  ['Available balance', 16, (row) => row.availableBalance],
  ['Payment type', 18, (row) => row.paymentType],
  ['Sync time', 24, (row) => row.syncTime],
  ['Reference', 24, (row) => row.reference],
  ['Operator', 14, (row) => row.operator],
];

export const SHEET_COLUMNS: readonly SheetColumn[] = COLUMNS.map(([header, width]) => ({ header, width }));

/** Amounts stay numbers (a spreadsheet sums them); text that a spreadsheet would run is neutralised. */
export function exportCells(row: TransactionRecord): (string | number | null)[] {
  return COLUMNS.map(([, , cell]) => {
    const value = cell(row);
    return typeof value === 'string' ? neutraliseCell(value) : value;
  });
}
