import { and, asc, sql, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema/orders';
import type { Database } from '../../platform/db';
import {
  copyStatement,
  exportLayout,
  exportTexts,
  keysetBatches,
  type CopyTarget,
  type CsvCopySource,
  type ExportTexts,
  type Key,
} from '../../platform/exports';
import { orderRowColumns } from './order-columns';
import { orderExportColumns } from './order-export-format';
import type { OrderRowRecord } from './order-row';

/** Orders per query of an export: big enough to be cheap per row, small enough to keep memory flat. */
export const EXPORT_BATCH = 10_000;

/** Orders after the last one of the previous batch, in (book_time, id) order. */
export function after(key: Key | null): SQL | undefined {
  if (!key) return undefined;
  return sql`${orders.bookTime} >= ${key.time}::timestamptz
    and (${orders.bookTime} > ${key.time}::timestamptz or ${orders.id} > ${key.id})`;
}

/** Orders up to and including the batch's last one. */
export function upTo(key: Key | null): SQL | undefined {
  if (!key) return undefined;
  return sql`${orders.bookTime} <= ${key.time}::timestamptz
    and (${orders.bookTime} < ${key.time}::timestamptz or ${orders.id} <= ${key.id})`;
}

const keyColumns = { id: orders.id, keyTime: sql<string>`${orders.bookTime}::text` };

/** The rows of the .xlsx export. */
export function exportBatches(
  db: Database,
  where: SQL | undefined,
  timeZone: string,
  size = EXPORT_BATCH,
): AsyncGenerator<(OrderRowRecord & { id: number; keyTime: string })[]> {
  const columns = { ...orderRowColumns(timeZone), ...keyColumns };
  return keysetBatches(
    (key) =>
      db
        .select(columns)
        .from(orders)
        .where(and(where, after(key)))
        .orderBy(asc(orders.bookTime), asc(orders.id))
        .limit(size),
    size,
  );
}

/**
 * The last order of the batch that starts after `key`, read from the index alone; null when fewer
 * than `size` orders are left (the batch then runs to the end).
 */
export async function batchEnd(
  db: Database,
  where: SQL | undefined,
  key: Key | null,
  size = EXPORT_BATCH,
): Promise<Key | null> {
  const [last] = await db
    .select(keyColumns)
    .from(orders)
    .where(and(where, after(key)))
    .orderBy(asc(orders.bookTime), asc(orders.id))
    .offset(size - 1)
    .limit(1);
  return last ? { time: last.keyTime, id: last.id } : null;
}

/**
 * The CSV export's COPY statement, in booking order, one value per column (`values`, quoted by COPY
 * itself: building each record as one string in SQL cost more than the scan, decision 0014).
 */
function csvCopy(where: SQL | undefined, values: SQL, target: CopyTarget): string {
  return copyStatement(
    sql`select ${values} from ${orders} where ${where ?? sql`true`} order by ${orders.bookTime}, ${orders.id}`,
    target,
  );
}

/** The orders the CSV copies, in booking order, batch by batch where the engine needs it. */
export function csvSource(
  db: Database,
  where: SQL | undefined,
  timeZone: string,
  texts: ExportTexts = exportTexts('en'),
  size = EXPORT_BATCH,
): CsvCopySource {
  const values = exportLayout(orderExportColumns(timeZone), texts).csvValues();
  return {
    copy: ({ from, to }, target) => csvCopy(and(where, after(from), upTo(to)), values, target),
    batchEnd: (from) => batchEnd(db, where, from, size),
  };
}
