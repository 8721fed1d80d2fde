import { once } from 'node:events';
import { PassThrough, Readable } from 'node:stream';
import { orderExportFileName, type OrderCsvExportQuery, type OrderExportQuery } from '@ota/contract';
import { stringify } from 'csv-stringify/sync';
import { and, sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { orders } from '../../db/schema';
import type { Database } from '../../platform/db';
import { csvChunks } from './order-export-copy';
import { exportBatches } from './order-export.repository';
import { EXPORT_COLUMNS, EXPORT_HEADERS, exportCells } from './order-export-format';
import type { OrderRowRecord } from './order-row';
import { orderWhere } from './orders.repository';

export const CSV_TYPE = 'text/csv; charset=utf-8';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ExportFile {
  fileName: string;
  /** null: no order in the range (the answer is an empty body). */
  stream: Readable | null;
}

const isDateOnly = (value: string) => value.length === 10;

/** Booked from stime to etime: whole days when dates, to the second when date-times (business time zone). */
function bookedBetween(stime: string, etime: string, timeZone: string): SQL | undefined {
  const start = isDateOnly(stime)
    ? sql`(${stime}::date)::timestamp at time zone ${timeZone}`
    : sql`${stime}::timestamp at time zone ${timeZone}`;
  const end = isDateOnly(etime)
    ? sql`${orders.bookTime} < (${etime}::date + 1)::timestamp at time zone ${timeZone}`
    : sql`${orders.bookTime} <= ${etime}::timestamp at time zone ${timeZone}`;
  return and(sql`${orders.bookTime} >= ${start}`, end);
}

/**
 * The batches, or null when the first one is already empty (the answer is then an empty body).
 * Each batch is asked for before the previous one is handed on, so the database works while the
 * client receives; never more than that one batch ahead. Stopping early (client gone) returns the
 * source too, so a COPY's pool client is let go.
 */
async function started<T>(batches: AsyncGenerator<T>): Promise<AsyncGenerator<T> | null> {
  const first = await batches.next();
  if (first.done) return null;
  return (async function* ahead(): AsyncGenerator<T> {
    let current: IteratorResult<T> = first;
    try {
      while (!current.done) {
        const next = batches.next();
        // Handled below; if the client leaves first, a failure must not go unhandled meanwhile.
        next.catch(() => undefined);
        yield current.value;
        current = await next;
      }
    } finally {
      await batches.return(undefined);
    }
  })();
}

/** The CSV: a BOM and the heading line by csv-stringify, then the records as the database wrote them. */
function csvStream(chunks: AsyncGenerator<Buffer>): Readable {
  return Readable.from(
    (async function* withHeading() {
      yield Buffer.from(`\ufeff${stringify([EXPORT_HEADERS])}`);
      yield* chunks;
    })(),
    { objectMode: false, highWaterMark: 1 },
  );
}

function xlsxStream(batches: AsyncGenerator<OrderRowRecord[]>): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: false,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet('Orders');
  sheet.columns = EXPORT_COLUMNS.map((column) => ({ header: column.header, width: column.amount ? 12 : 20 }));
  (async () => {
    for await (const rows of batches) {
      for (const row of rows) sheet.addRow(exportCells(row, true)).commit();
      // Let the client catch up before the next batch: memory stays at about one batch.
      if (output.writableNeedDrain) await once(output, 'drain');
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}

export function createOrderExportService(deps: { db: Database; timeZone: string }) {
  return {
    /** `GET /edreams/order/exportCsv`: the platform's orders booked in the range, as CSV. */
    async csv(scope: number | null, query: OrderCsvExportQuery): Promise<ExportFile> {
      const where = and(
        orderWhere(scope, {}, deps.timeZone),
        bookedBetween(query.stime, query.etime, deps.timeZone),
      );
      const chunks = await started(csvChunks(deps.db, where, deps.timeZone));
      return {
        fileName: orderExportFileName(query.stime, query.etime, 'csv'),
        stream: chunks ? csvStream(chunks) : null,
      };
    },

    /** `GET {prefix}/order/export`: the list's filters within the booking range, as .xlsx. */
    async xlsx(scope: number | null, query: OrderExportQuery): Promise<ExportFile> {
      const { stime, etime, ...filter } = query;
      const where = and(orderWhere(scope, filter, deps.timeZone), bookedBetween(stime, etime, deps.timeZone));
      const batches = await started(exportBatches(deps.db, where, deps.timeZone));
      return {
        fileName: orderExportFileName(stime, etime, 'xlsx'),
        stream: batches ? xlsxStream(batches) : null,
      };
    },
  };
}

/** Content-Disposition carrying the spec's file name (plain and RFC 5987 forms). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, "'");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
