import { z } from 'zod';
import {
  addFinancialDataBody,
  financialQuery,
  financialRangeQuery,
  financialReport,
} from '../financial-report';
import { Permission, type PermissionCode } from '../permissions';
import { csvFile, defineCall, xlsxFile } from './define-call';

/** '' the financial report (1003-1), '/edreams' the second platform's financial report list (1008-1). */
export type FinancialReportBase = '' | '/edreams';

/** One report's three calls: the screen's data and its two files, under the report's prefix. */
function reportCalls(base: FinancialReportBase, code: PermissionCode) {
  const access = { anyOf: [code] } as const;
  const which = base ? 'The edreams financial report list' : 'The financial report';
  return {
    query: defineCall({
      method: 'POST',
      path: `${base}/financial/queryData`,
      access,
      // The spec sends the params in the query string; a form body is read too (its value wins).
      encoding: 'query-or-form',
      input: financialQuery,
      answer: financialReport,
      summary: `${which}: a page of rows by day and order, the totals rows and the chart's days`,
    }),
    exportXlsx: defineCall({
      method: 'GET',
      path: `${base}/financial/export`,
      access,
      encoding: 'query',
      input: financialRangeQuery,
      answer: xlsxFile,
      summary: `${which} of a range as .xlsx`,
    }),
    exportCsv: defineCall({
      method: 'GET',
      path: `${base}/financial/exportCsv`,
      access,
      encoding: 'query',
      input: financialRangeQuery,
      answer: csvFile,
      summary: `${which} of a range as .csv`,
    }),
  };
}

/** The calls of each report by its prefix: the web and the server pick a report's calls by its base. */
export const financialReportsByBase = {
  '': reportCalls('', Permission.FINANCIAL_REPORT),
  '/edreams': reportCalls('/edreams', Permission.FINANCIAL_REPORT_LIST),
} as const;

const own = financialReportsByBase[''];
const edreams = financialReportsByBase['/edreams'];

/** The financial reports (docs/decisions/0029-financial-reports.md). */
export const financialReportCalls = {
  query: own.query,
  exportXlsx: own.exportXlsx,
  exportCsv: own.exportCsv,
  edreamsQuery: edreams.query,
  edreamsExportXlsx: edreams.exportXlsx,
  edreamsExportCsv: edreams.exportCsv,
  addLine: defineCall({
    method: 'POST',
    path: '/edreams/financial/addFinancialData',
    access: { anyOf: [Permission.FINANCIAL_REPORT_LIST] },
    encoding: 'form',
    input: addFinancialDataBody,
    answer: z.null(),
    summary: "A figure from outside the console (a supplier's invoice line) on an edreams order's day",
  }),
};
