import {
  REFUND_CASE,
  refundReportDefaultRange,
  refundReportFileName,
  type RefundReportData,
  type RefundReportExportQuery,
  type RefundReportGroup,
  type RefundReportQuery,
  type RefundReportRow,
  type RefundReportTotals,
  type RefundStatus,
  type RefundType,
} from '@ota/contract';
import { sql } from 'drizzle-orm';
import { ledgerEntryAmount, ledgerMoves } from '../balance';
import { caseReport } from '../cases';
import { eurAt, rateOfDay } from '../exchange-rates';
import { orderEurRate } from '../orders';
import type { Database } from '../../platform/db';
import {
  exportLayout,
  layoutCsv,
  layoutXlsx,
  type ExportFile,
  type ExportTexts,
} from '../../platform/exports';
import { centsToDecimal, toCents } from '../../platform/money';
import { pageOffset } from '../../platform/pagination';
import { formatDateTime } from '../../platform/time';
import { refundReportColumns, totalLines } from './refund-report-format';

/** A refund ends in a state it has no move out of: REFUNDED, AIRLINE_REJECTED, CANCELLED. */
const FINAL_STATUSES = REFUND_CASE.statuses.filter((status) => !REFUND_CASE.transitions[status]?.length);

/**
 * What a refund credited, in EUR at the rate of the entry's day (decision 0030); the order's own rate
 * before the currency's first rate.
 */
function moneySources(timeZone: string): caseReport.CaseReportSources {
  return {
    entryAmount: ledgerEntryAmount,
    entryEur: (entryId, orderId) => {
      const day = sql`(m.created_at at time zone ${timeZone})::date`;
      return sql`(select coalesce(${eurAt(sql`m.amount`, rateOfDay(sql`m.account_currency`, day))},
          round(m.amount * ${orderEurRate(orderId)}, 2))
        from ${ledgerMoves()} m where m.entry_id = ${entryId})`;
    },
  };
}

type Filter = Pick<RefundReportExportQuery, 'startTime' | 'endTime' | 'status' | 'airline'>;

function toRow(row: caseReport.CaseReportRow): RefundReportRow {
  return {
    refundNo: row.caseNo,
    orderNo: row.orderNo,
    airline: row.airline,
    refundType: row.subType as RefundType,
    status: row.status as RefundStatus,
    currency: row.currency,
    applicationAmount: row.applicationAmount,
    confirmedAmount: row.confirmedAmount,
    serviceCharge: row.serviceCharge,
    creditedAmount: row.movedAmount,
    creditedAmountEur: row.movedAmountEur,
    createTime: row.createTime,
    finishTime: row.finishTime,
    daysTaken: row.daysTaken === null ? null : Number(row.daysTaken),
  };
}

function toTotals(sums: caseReport.CaseReportSum[]): RefundReportTotals {
  const eur = sums.reduce((total, sum) => total + toCents(sum.movedAmountEur), 0n);
  return {
    count: sums.reduce((total, sum) => total + sum.count, 0),
    creditedAmountEur: centsToDecimal(eur),
    byCurrency: sums.map((sum) => ({
      currency: sum.currency,
      count: sum.count,
      applicationAmount: sum.applicationAmount,
      confirmedAmount: sum.confirmedAmount,
      serviceCharge: sum.serviceCharge,
      creditedAmount: sum.movedAmount,
    })),
  };
}

const toGroups = (groups: caseReport.CaseReportGroup[]): RefundReportGroup[] =>
  groups.map((group) => ({ key: group.key, count: group.count, creditedAmountEur: group.movedAmountEur }));

/** The refund report of the second platform's menu (1008-2): refunds opened in a range of business days. */
export function createRefundReportService(deps: { db: Database; timeZone: string }) {
  const { db, timeZone } = deps;
  const SOURCES = moneySources(timeZone);

  function reportQuery(scope: number | null, filter: Filter): caseReport.CaseReportQuery {
    const today = formatDateTime(new Date(), timeZone).slice(0, 10);
    const range =
      filter.startTime && filter.endTime
        ? { startTime: filter.startTime, endTime: filter.endTime }
        : refundReportDefaultRange(today);
    return {
      kind: REFUND_CASE.kind,
      scope,
      start: range.startTime,
      end: range.endTime,
      status: filter.status,
      airline: filter.airline,
      finalStatuses: FINAL_STATUSES,
      moneyEffect: 'REFUND_CREDIT',
      timeZone,
    };
  }

  const totalsOf = async (q: caseReport.CaseReportQuery) =>
    toTotals(await caseReport.caseReportSums(db, q, SOURCES));
  const rangeOf = (q: caseReport.CaseReportQuery) => ({ startTime: q.start, endTime: q.end });
  const layoutOf = (texts: ExportTexts) => exportLayout(refundReportColumns(timeZone), texts);
  const totals = (q: caseReport.CaseReportQuery, texts: ExportTexts) => async () =>
    totalLines(await totalsOf(q), texts);

  return {
    /** `POST /edreams/refund/queryData`: a page of rows, the totals of the whole range, the charts. */
    async query(scope: number | null, query: RefundReportQuery): Promise<RefundReportData> {
      const q = reportQuery(scope, query);
      const [rows, totals, byStatus, byAirline] = await Promise.all([
        caseReport.caseReportPage(db, q, SOURCES, { offset: pageOffset(query), limit: query.pageSize }),
        totalsOf(q),
        caseReport.caseReportGroups(db, q, SOURCES, 'status'),
        caseReport.caseReportGroups(db, q, SOURCES, 'airline'),
      ]);
      return {
        ...rangeOf(q),
        pageList: rows.map(toRow),
        totalCount: totals.count,
        totals,
        byStatus: toGroups(byStatus),
        byAirline: toGroups(byAirline),
      };
    },

    /** `GET /edreams/refund/exportRefundOrderInfo`: the rows and totals of the screen as .xlsx. */
    async xlsx(
      scope: number | null,
      query: RefundReportExportQuery,
      prefix: string,
      texts: ExportTexts,
    ): Promise<ExportFile> {
      const q = reportQuery(scope, query);
      const batches = caseReport.caseReportBatches(db, q, SOURCES);
      return {
        fileName: refundReportFileName(prefix, rangeOf(q), 'xlsx'),
        stream: await layoutXlsx(texts.t('refundReport.title'), layoutOf(texts), batches, totals(q, texts)),
      };
    },

    /** `GET /edreams/refund/exportCsv`: the same as CSV, the records written by the database. */
    async csv(
      scope: number | null,
      query: RefundReportExportQuery,
      prefix: string,
      texts: ExportTexts,
    ): Promise<ExportFile> {
      const q = reportQuery(scope, query);
      const layout = layoutOf(texts);
      const source = caseReport.caseReportCsvSource(db, q, SOURCES, layout.csvValues());
      return {
        fileName: refundReportFileName(prefix, rangeOf(q), 'csv'),
        stream: await layoutCsv(db, layout, source, totals(q, texts)),
      };
    },
  };
}
