import { Permission } from '../permissions';
import { refundReportData, refundReportExportQuery, refundReportQuery } from '../refund-report';
import { csvFile, defineCall, xlsxFile } from './define-call';

const report = { anyOf: [Permission.REFUND_REPORT] } as const;

/** The refund report (1008-2): the screen's data and its two files. */
export const refundReportCalls = {
  query: defineCall({
    method: 'POST',
    path: '/edreams/refund/queryData',
    access: report,
    // The spec sends the params in the query string; a form body is read too (its value wins).
    encoding: 'query-or-form',
    input: refundReportQuery,
    answer: refundReportData,
    summary: "A page of the refunds opened in a range, the range's totals and the chart's groups",
  }),
  exportXlsx: defineCall({
    method: 'GET',
    path: '/edreams/refund/exportRefundOrderInfo',
    access: report,
    encoding: 'query',
    input: refundReportExportQuery,
    answer: xlsxFile,
    summary: 'The refunds opened in a range, with their totals, as .xlsx',
  }),
  exportCsv: defineCall({
    method: 'GET',
    path: '/edreams/refund/exportCsv',
    access: report,
    encoding: 'query',
    input: refundReportExportQuery,
    answer: csvFile,
    summary: 'The refunds opened in a range, with their totals, as .csv',
  }),
};
