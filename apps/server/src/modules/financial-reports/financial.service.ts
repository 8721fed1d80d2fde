import {
  financialReportFileName,
  lastFullWeek,
  type AddFinancialDataBody,
  type FinancialQuery,
  type FinancialRangeQuery,
  type FinancialReport,
} from '@ota/contract';
import type { Database } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { csvStream, keysetBatches, started, xlsxStream, type ExportFile } from '../../platform/exports';
import { pageOffset } from '../../platform/pagination';
import { formatDateTime } from '../../platform/time';
import { findOrder } from '../orders';
import { insertFinancialLine } from './financial-lines.repository';
import { createFinancialRepository, shownRow, type KeyedRow, type ReportRange } from './financial.repository';
import {
  EXPORT_HEADERS,
  SHEET_COLUMNS,
  csvBytes,
  rowLine,
  sheetCells,
  totalLines,
  type ExportLine,
} from './financial-export';

/** Rows per query of an export: one batch in memory at a time. */
const EXPORT_BATCH = 5_000;

/** The file name's first word: BRAND, else the first label of the user's domain ('onefly.com' → 'onefly'). */
export function namePrefix(brand: string | null, domain: string): string {
  if (brand) return brand;
  const labels = domain.trim().toLowerCase().split('.').filter(Boolean);
  const first = labels[0] === 'www' && labels.length > 1 ? labels[1] : labels[0];
  return first ?? 'report';
}

export interface ReportCaller {
  scope: number | null;
  domain: string;
  userName: string;
}

export function createFinancialService(deps: { db: Database; timeZone: string; brand: string | null }) {
  const repository = createFinancialRepository(deps.db);

  function rangeOf(scope: number | null, query: FinancialRangeQuery): ReportRange {
    const today = formatDateTime(new Date(), deps.timeZone).slice(0, 10);
    const { startTime, endTime } =
      query.startTime && query.endTime
        ? { startTime: query.startTime, endTime: query.endTime }
        : lastFullWeek(today);
    return { scope, startTime, endTime, timeZone: deps.timeZone };
  }

  /** The rows, then the totals rows, as lines of a file; null when the range has no rows. */
  async function exportLines(range: ReportRange) {
    const batches = await started(
      keysetBatches<KeyedRow>((key) => repository.batch(range, key, EXPORT_BATCH), EXPORT_BATCH),
    );
    if (!batches) return null;
    const totals = await repository.totals(range);
    return (async function* lines(): AsyncGenerator<ExportLine[]> {
      for await (const rows of batches) yield rows.map((row) => rowLine(row));
      yield totalLines(totals);
    })();
  }

  async function* csvChunks(lines: AsyncGenerator<ExportLine[]>): AsyncGenerator<Buffer> {
    for await (const batch of lines) yield csvBytes(batch);
  }

  return {
    /** `POST {/edreams}/financial/queryData`: a page of rows, the totals rows and the chart's days. */
    async query(scope: number | null, query: FinancialQuery): Promise<FinancialReport> {
      const range = rangeOf(scope, query);
      const rows = await repository.page(range, query.pageSize, pageOffset(query));
      const totalCount = rows[0]?.totalCount ?? (query.pageNum > 1 ? await repository.count(range) : 0);
      const [totals, days] = await Promise.all([repository.totals(range), repository.days(range)]);
      return {
        pageList: rows.map((row) => shownRow(row)),
        totalCount,
        startTime: range.startTime,
        endTime: range.endTime,
        totals,
        days,
      };
    },

    async export(
      caller: ReportCaller,
      query: FinancialRangeQuery,
      kind: 'xlsx' | 'csv',
    ): Promise<ExportFile> {
      const range = rangeOf(caller.scope, query);
      const fileName = financialReportFileName(
        namePrefix(deps.brand, caller.domain),
        range.startTime,
        range.endTime,
        kind,
      );
      const lines = await exportLines(range);
      if (!lines) return { fileName, stream: null };
      const stream =
        kind === 'xlsx'
          ? xlsxStream('Financial report', SHEET_COLUMNS, lines, sheetCells)
          : csvStream(EXPORT_HEADERS, csvChunks(lines));
      return { fileName, stream };
    },

    /** `POST /edreams/financial/addFinancialData`: a line from outside, once per reference. */
    async add(caller: ReportCaller & { scope: number }, body: AddFinancialDataBody): Promise<void> {
      const order = await findOrder(deps.db, body.orderNo, caller.scope);
      if (!order) throw new BadRequestError(`orderNo: order ${body.orderNo} does not exist`);
      const inserted = await insertFinancialLine(deps.db, {
        platformType: caller.scope,
        reference: body.reference,
        orderId: order.id,
        day: body.day,
        currency: body.currency,
        amount: body.amount,
        amountEur: body.amountEur ?? body.amount,
        remark: body.remark ?? '',
        createdBy: caller.userName,
      });
      if (!inserted)
        throw new BadRequestError(`reference: the financial line ${body.reference} is already there`);
    },
  };
}
