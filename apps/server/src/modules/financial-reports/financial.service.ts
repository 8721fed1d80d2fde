import {
  KNOWN_CURRENCIES,
  PlatformType,
  financialLineDayProblem,
  financialReportFileName,
  isKnownCurrency,
  lastFullWeek,
  type AddFinancialDataBody,
  type FinancialQuery,
  type FinancialRangeQuery,
  type FinancialReport,
} from '@ota/contract';
import type { Database } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import {
  exportLayout,
  layoutCsv,
  layoutXlsx,
  type ExportFile,
  type ExportTexts,
} from '../../platform/exports';
import { pageOffset } from '../../platform/pagination';
import { formatDateTime } from '../../platform/time';
import { findOrder } from '../orders';
import { FINANCIAL_EXPORT_COLUMNS, totalLines } from './financial-export';
import { insertFinancialLine } from './financial-lines.repository';
import { createFinancialRepository, shownRow, type ReportRange } from './financial.repository';

/**
 * Rows per statement of the files, a run of days each (the CSV batched on PGlite only): the .xlsx
 * holds a batch and the one read ahead as strings, so this bounds its memory.
 */
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

  /** 'YYYY-MM-DD' of today in the business time zone. */
  const today = () => formatDateTime(new Date(), deps.timeZone).slice(0, 10);

  function rangeOf(scope: number | null, query: FinancialRangeQuery): ReportRange {
    const { startTime, endTime } =
      query.startTime && query.endTime
        ? { startTime: query.startTime, endTime: query.endTime }
        : lastFullWeek(today());
    return { scope, startTime, endTime, timeZone: deps.timeZone };
  }

  /** The file in the reader's language: the rows, then the totals lines; no stream when no rows. */
  async function exportStream(range: ReportRange, kind: 'xlsx' | 'csv', texts: ExportTexts) {
    const layout = exportLayout(FINANCIAL_EXPORT_COLUMNS, texts);
    await repository.prepare(range);
    const totals = async () => totalLines(await repository.totals(range), texts);
    if (kind === 'xlsx')
      return layoutXlsx(
        texts.t('financialReports.title'),
        layout,
        repository.batches(range, EXPORT_BATCH),
        totals,
      );
    const sources = await repository.csvSources(range, layout.csvValues(), EXPORT_BATCH);
    return layoutCsv(deps.db, layout, sources, totals);
  }

  return {
    /** `POST {/edreams}/financial/queryData`: a page of rows, the totals rows and the chart's days. */
    async query(scope: number | null, query: FinancialQuery): Promise<FinancialReport> {
      const range = rangeOf(scope, query);
      await repository.prepare(range);
      const [rows, totalCount, totals, days] = await Promise.all([
        repository.page(range, query.pageSize, pageOffset(query)),
        repository.count(range),
        repository.totals(range),
        repository.days(range),
      ]);
      return {
        pageList: rows.map((row) => shownRow(row)),
        totalCount,
        startTime: range.startTime,
        endTime: range.endTime,
        totals,
        days,
      };
    },

    /** `GET {/edreams}/financial/export` and `exportCsv`: the screen's rows and totals as a file. */
    async export(
      caller: ReportCaller,
      query: FinancialRangeQuery,
      kind: 'xlsx' | 'csv',
      texts: ExportTexts,
    ): Promise<ExportFile> {
      const range = rangeOf(caller.scope, query);
      const fileName = financialReportFileName(
        namePrefix(deps.brand, caller.domain),
        range.startTime,
        range.endTime,
        kind,
      );
      return { fileName, stream: await exportStream(range, kind, texts) };
    },

    /**
     * `POST /edreams/financial/addFinancialData`: a line from outside on an edreams order, once per
     * reference. `platformType` is the caller's: a user of another platform sees no edreams order, so
     * adds none. Every refusal names its field and comes before anything is written.
     */
    async add(
      caller: { platformType: number | null; userName: string },
      body: AddFinancialDataBody,
    ): Promise<void> {
      const dayProblem = financialLineDayProblem(body.day, today());
      if (dayProblem) throw new BadRequestError(dayProblem);
      if (caller.platformType !== null && caller.platformType !== PlatformType.EDREAMS)
        throw new BadRequestError(
          'orderNo: lines from outside go on edreams orders, which a user of another platform does not see',
        );
      const order = await findOrder(deps.db, body.orderNo, PlatformType.EDREAMS);
      if (!order) throw new BadRequestError(`orderNo: there is no edreams order ${body.orderNo}`);
      if (!isKnownCurrency(body.currency) && body.currency !== order.currency)
        throw new BadRequestError(
          `currency: ${body.currency} is not a currency the console knows ` +
            `(${KNOWN_CURRENCIES.join(', ')}, or the order's own ${order.currency})`,
        );
      const inserted = await insertFinancialLine(deps.db, {
        platformType: PlatformType.EDREAMS,
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
