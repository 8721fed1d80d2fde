import type { RefundReportTotals } from '@ota/contract';
import { caseReport } from '../cases';
import { exportColumns, type ExportColumn, type ExportTexts, type TrailerLine } from '../../platform/exports';

type Row = caseReport.CaseReportRow;
const c = exportColumns<Row>();

/**
 * The screen's columns in its order, its headings and labels in the reader's language, the type's and
 * state's codes beside their labels (decision 0036); the CSV's values are the report's own SQL.
 */
export function refundReportColumns(timeZone: string): readonly ExportColumn<Row>[] {
  const f = caseReport.caseReportFields(timeZone);
  return [
    c.text({ key: 'caseNo', heading: 'refundReport.refundNo', value: (r) => r.caseNo, sql: f.caseNo }),
    c.text({ key: 'orderNo', heading: 'refundReport.orderNo', value: (r) => r.orderNo, sql: f.orderNo }),
    c.text({
      key: 'airline',
      heading: 'refundReport.airline',
      value: (r) => r.airline,
      sql: f.airline,
      width: 10,
    }),
    ...c.labelled({
      key: 'subType',
      heading: 'refundReport.type',
      labels: 'refundReport.types',
      value: (r) => r.subType,
      sql: f.subType,
    }),
    ...c.labelled({
      key: 'status',
      heading: 'refundReport.status',
      labels: 'refundReport.statuses',
      value: (r) => r.status,
      sql: f.status,
    }),
    c.text({
      key: 'currency',
      heading: 'refundReport.currency',
      value: (r) => r.currency,
      sql: f.currency,
      width: 10,
    }),
    c.amount({
      key: 'applicationAmount',
      heading: 'refundReport.applicationAmount',
      value: (r) => r.applicationAmount,
      sql: f.applicationAmount,
      width: 14,
    }),
    c.amount({
      key: 'confirmedAmount',
      heading: 'refundReport.confirmedAmount',
      value: (r) => r.confirmedAmount,
      sql: f.confirmedAmount,
      width: 14,
    }),
    c.amount({
      key: 'serviceCharge',
      heading: 'refundReport.serviceCharge',
      value: (r) => r.serviceCharge,
      sql: f.serviceCharge,
      width: 14,
    }),
    c.amount({
      key: 'movedAmount',
      heading: 'refundReport.credited',
      value: (r) => r.movedAmount,
      sql: f.movedAmount,
      width: 14,
    }),
    c.amount({
      key: 'movedAmountEur',
      heading: 'refundReport.creditedEur',
      value: (r) => r.movedAmountEur,
      sql: f.movedAmountEur,
      width: 14,
    }),
    c.plain({
      key: 'createTime',
      heading: 'refundReport.created',
      value: (r) => r.createTime,
      sql: f.createTime,
    }),
    c.plain({
      key: 'finishTime',
      heading: 'refundReport.finished',
      value: (r) => r.finishTime,
      sql: f.finishTime,
    }),
    c.plain({
      key: 'daysTaken',
      heading: 'refundReport.daysTaken',
      value: (r) => (r.daysTaken === null ? null : Number(r.daysTaken)),
      sql: f.daysTaken,
      width: 10,
    }),
  ];
}

/**
 * The totals under the rows, as the screen shows them: one line per currency, then what was credited
 * in EUR, in the reader's language.
 */
export function totalLines(totals: RefundReportTotals, texts: ExportTexts): TrailerLine[] {
  return [
    ...totals.byCurrency.map((sum) => ({
      caseNo: texts.t('refundReport.totalRow', { currency: sum.currency }),
      orderNo: texts.t('refundReport.total', { count: sum.count }),
      currency: sum.currency,
      applicationAmount: sum.applicationAmount,
      confirmedAmount: sum.confirmedAmount,
      serviceCharge: sum.serviceCharge,
      movedAmount: sum.creditedAmount,
    })),
    {
      caseNo: texts.t('refundReport.totalEur'),
      orderNo: texts.t('refundReport.total', { count: totals.count }),
      movedAmountEur: totals.creditedAmountEur,
    },
  ];
}
