import { orderExportFileName, type OrderCsvExportQuery, type OrderExportQuery } from '@ota/contract';
import { and, sql, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import type { Database } from '../../platform/db';
import {
  exportLayout,
  layoutCsv,
  layoutXlsx,
  type ExportFile,
  type ExportTexts,
} from '../../platform/exports';
import { csvSource, exportBatches } from './order-export.repository';
import { orderExportColumns } from './order-export-format';
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

export function createOrderExportService(deps: { db: Database; timeZone: string }) {
  const layout = (texts: ExportTexts) => exportLayout(orderExportColumns(deps.timeZone), texts);

  return {
    /** `GET /edreams/order/exportCsv`: the platform's orders booked in the range, as CSV. */
    async csv(scope: number | null, query: OrderCsvExportQuery, texts: ExportTexts): Promise<ExportFile> {
      const where = and(
        orderWhere(scope, {}, deps.timeZone),
        bookedBetween(query.stime, query.etime, deps.timeZone),
      );
      const source = csvSource(deps.db, where, deps.timeZone, texts);
      return {
        fileName: orderExportFileName(query.stime, query.etime, 'csv'),
        stream: await layoutCsv(deps.db, layout(texts), source),
      };
    },

    /** `GET {prefix}/order/export`: the list's filters within the booking range, as .xlsx. */
    async xlsx(scope: number | null, query: OrderExportQuery, texts: ExportTexts): Promise<ExportFile> {
      const { stime, etime, ...filter } = query;
      const where = and(orderWhere(scope, filter, deps.timeZone), bookedBetween(stime, etime, deps.timeZone));
      const batches = exportBatches(deps.db, where, deps.timeZone);
      return {
        fileName: orderExportFileName(stime, etime, 'xlsx'),
        stream: await layoutXlsx(texts.t('orders.title'), layout(texts), batches),
      };
    },
  };
}
