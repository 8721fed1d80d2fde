import { and, asc, sql, type SQL } from 'drizzle-orm';
import { orders } from '../../db/schema';
import type { Database } from '../../platform/db';
import { orderRowColumns } from './order-columns';
import type { OrderRowRecord } from './order-row';

type ExportRow = OrderRowRecord & { id: number; keyTime: string };

/** Orders per query of an export: big enough to be cheap per row, small enough to keep memory flat. */
export const EXPORT_BATCH = 5000;

/**
 * The rows of an export in booking order, one batch at a time (keyset pagination on book_time,
 * id), so an export of any size holds one batch in memory and runs on either engine.
 */
export async function* exportBatches(
  db: Database,
  where: SQL | undefined,
  timeZone: string,
  batch = EXPORT_BATCH,
): AsyncGenerator<ExportRow[]> {
  const columns = { ...orderRowColumns(timeZone), keyTime: sql<string>`${orders.bookTime}::text` };
  let after: { time: string; id: number } | null = null;
  for (;;) {
    const rows: ExportRow[] = await db
      .select(columns)
      .from(orders)
      .where(
        and(
          where,
          after
            ? sql`${orders.bookTime} >= ${after.time}::timestamptz
                and (${orders.bookTime} > ${after.time}::timestamptz or ${orders.id} > ${after.id})`
            : undefined,
        ),
      )
      .orderBy(asc(orders.bookTime), asc(orders.id))
      .limit(batch);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    if (!last) return;
    after = { time: last.keyTime, id: last.id };
  }
}
