import { orderExportFileName, type OrderCsvExportQuery, type OrderExportQuery } from '@ota/contract';
import { and, sql, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { Database } from '../../platform/db';
import { csvChunks, csvStream, started, xlsxStream, type ExportFile } from '../../platform/exports';
import { csvSource, exportBatches } from './order-export.repository';
import { EXPORT_COLUMNS, EXPORT_HEADERS, exportCells } from './order-export-format';
import { orderWhere } from './orders.repository';

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

const SHEET_COLUMNS = EXPORT_COLUMNS.map((column) => ({
  header: column.header,
  width: column.amount ? 12 : 20,
}));

export function createOrderExportService(deps: { db: Database; timeZone: string }) {
  return {
    /** `GET /edreams/order/exportCsv`: the platform's orders booked in the range, as CSV. */
    async csv(scope: number | null, query: OrderCsvExportQuery): Promise<ExportFile> {
      const where = and(
        orderWhere(scope, {}, deps.timeZone),
        bookedBetween(query.stime, query.etime, deps.timeZone),
      );
      const chunks = await started(csvChunks(deps.db, csvSource(deps.db, where, deps.timeZone)));
      return {
        fileName: orderExportFileName(query.stime, query.etime, 'csv'),
        stream: chunks ? csvStream(EXPORT_HEADERS, chunks) : null,
      };
    },

    /** `GET {prefix}/order/export`: the list's filters within the booking range, as .xlsx. */
    async xlsx(scope: number | null, query: OrderExportQuery): Promise<ExportFile> {
      const { stime, etime, ...filter } = query;
      const where = and(orderWhere(scope, filter, deps.timeZone), bookedBetween(stime, etime, deps.timeZone));
      const batches = await started(exportBatches(deps.db, where, deps.timeZone));
      return {
        fileName: orderExportFileName(stime, etime, 'xlsx'),
        stream: batches ? xlsxStream('Orders', SHEET_COLUMNS, batches, exportCells) : null,
      };
    },
  };
}
