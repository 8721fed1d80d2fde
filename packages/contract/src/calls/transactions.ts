import { Permission } from '../permissions';
import {
  balanceSeries,
  balanceSeriesQuery,
  rateSyncQuery,
  rateSyncResult,
  topUpBody,
  topUpResult,
  transactionExportQuery,
  transactionPage,
  transactionPageQuery,
} from '../transactions';
import { defineCall, xlsxFile } from './define-call';

const records = { anyOf: [Permission.TRANSACTION_RECORDS] } as const;

/** The transaction records screen (1003-3, docs/decisions/0026 and 0030). */
export const transactionCalls = {
  page: defineCall({
    method: 'POST',
    path: '/userTransactionRecord/pageList',
    access: records,
    // A POST whose filters travel in the query string, as the spec has it.
    encoding: 'query-or-form',
    input: transactionPageQuery,
    answer: transactionPage,
    summary: "A page of ledger entries, newest first, with the filtered set's totals per currency",
  }),
  exportFile: defineCall({
    method: 'GET',
    path: '/userTransactionRecord/kiwiExport',
    access: records,
    encoding: 'query',
    input: transactionExportQuery,
    answer: xlsxFile,
    summary: "The list's entries of a range as .xlsx",
  }),
  syncRates: defineCall({
    method: 'GET',
    path: '/userTransactionRecord/update',
    access: records,
    encoding: 'query',
    writes: true,
    input: rateSyncQuery,
    answer: rateSyncResult,
    summary: 'Re-syncs the exchange rates of a range (every day gets a rate, stamped with the sync time)',
  }),
  balanceSeries: defineCall({
    method: 'GET',
    path: '/userTransactionRecord/balanceSeries',
    access: records,
    encoding: 'query',
    input: balanceSeriesQuery,
    answer: balanceSeries,
    summary: "One account's balance at the end of each day of a range, for the chart",
  }),
  topUp: defineCall({
    method: 'POST',
    path: '/userTransactionRecord/topUp',
    access: records,
    encoding: 'json',
    input: topUpBody,
    answer: topUpResult,
    summary:
      'Money in from outside: one TOP_UP entry with its reason (the balance after it, null where hidden)',
  }),
};
