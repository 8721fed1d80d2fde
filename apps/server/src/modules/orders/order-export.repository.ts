import { and, asc, sql, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { Database } from '../../platform/db';
import { orderRowColumns } from './order-columns';
import { csvLine } from './order-export-format';
import type { OrderRowRecord } from './order-row';

/** Orders per query of an export: big enough to be cheap per row, small enough to keep memory flat. */
export const EXPORT_BATCH = 10_000;

type Key = { time: string; id: number };

/** Orders after the last one of the previous batch, in (book_time, id) order. */
function after(key: Key | null): SQL | undefined {
  if (!key) return undefined;
  return sql`${orders.bookTime} >= ${key.time}::timestamptz
    and (${orders.bookTime} > ${key.time}::timestamptz or ${orders.id} > ${key.id})`;
}

const keyColumns = { id: orders.id, keyTime: sql<string>`${orders.bookTime}::text` };

/**
 * Keyset pagination over the export's orders in booking order: one batch in memory at a time, the
 * same code on both engines (no cursor holds PGlite's only connection).
 */
async function* batches<T extends { id: number; keyTime: string }>(
  fetch: (key: Key | null) => Promise<T[]>,
  size: number,
): AsyncGenerator<T[]> {
  let key: Key | null = null;
  for (;;) {
    const rows = await fetch(key);
    if (rows.length === 0) return;
    yield rows;
    const last = rows[rows.length - 1];
    if (rows.length < size || !last) return;
    key = { time: last.keyTime, id: last.id };
  }
}

/** The rows of the .xlsx export. */
export function exportBatches(
  db: Database,
  where: SQL | undefined,
  timeZone: string,
  size = EXPORT_BATCH,
): AsyncGenerator<(OrderRowRecord & { id: number; keyTime: string })[]> {
  const columns = { ...orderRowColumns(timeZone), ...keyColumns };
  return batches(
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

/** The CSV records of the CSV export, as text the database made. */
export function csvBatches(
  db: Database,
  where: SQL | undefined,
  timeZone: string,
  size = EXPORT_BATCH,
): AsyncGenerator<{ id: number; keyTime: string; line: string }[]> {
  const columns = { ...keyColumns, line: csvLine(timeZone) };
  return batches(
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
