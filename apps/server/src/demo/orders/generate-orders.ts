import { sql } from 'drizzle-orm';
import type { DbTransaction } from '../../platform/db';
import { analyzeOrderTables, suspendOrderIndexes, suspendStatusCounts } from './bulk-indexes';
import { insertOrderBatch } from './bulk-orders';
import { createReferenceTables } from './reference-tables';
import { rowsOf } from '../../platform/sql-rows';

export interface GenerateOrdersOptions {
  seed: number;
  count: number;
  now: Date;
  /** Orders per INSERT … SELECT round (bounds the temporary tables). */
  batchSize?: number;
  /** From this many orders on, indexes are built after the load instead of during it. */
  bulkFrom?: number;
}

const DEFAULT_BATCH = 100_000;
/** From this many orders on, a load drops and rebuilds indexes (the order payments follow it). */
export const DEFAULT_BULK_FROM = 20_000;

async function resetSequence(tx: DbTransaction, table: string): Promise<void> {
  await tx.execute(
    sql.raw(
      `select setval(pg_get_serial_sequence('${table}', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`,
    ),
  );
}

/**
 * Generates `count` orders over the last year, most in its last 90 days (departures up to 60 days
 * ahead), inside the database with INSERT … SELECT generate_series, in batches
 * (docs/decisions/0013-orders-data.md).
 */
export async function generateOrders(tx: DbTransaction, options: GenerateOrdersOptions): Promise<void> {
  if (options.count <= 0) return;
  const { routeCount } = await createReferenceTables(tx);
  const [bases] = await rowsOf<{ order_id: string; passenger_id: string }>(
    tx,
    sql`select coalesce((select max(id) from orders), 0)::text as order_id,
      coalesce((select max(id) from order_passengers), 0)::text as passenger_id`,
  );
  const bulk = options.count >= (options.bulkFrom ?? DEFAULT_BULK_FROM);
  const restoreIndexes = bulk ? await suspendOrderIndexes(tx) : null;
  const restoreCounts = bulk ? await suspendStatusCounts(tx) : null;
  // The generator's statements are few and big: JIT compiling and memoizing their one-row
  // lateral subqueries only cost time, sorts and hashes of a batch fit in memory, and the joins
  // are written in the order that computes each order's values once.
  for (const setting of [
    'jit = off',
    'enable_memoize = off',
    `work_mem = '128MB'`,
    'join_collapse_limit = 1',
  ]) {
    await tx.execute(sql.raw(`set local ${setting}`));
  }
  if (bulk) await tx.execute(sql.raw(`set local maintenance_work_mem = '256MB'`));
  const batch = options.batchSize ?? DEFAULT_BATCH;
  for (let first = 1; first <= options.count; first += batch) {
    await insertOrderBatch(tx, {
      seed: options.seed,
      first,
      count: Math.min(batch, options.count - first + 1),
      total: options.count,
      now: options.now,
      routeCount,
      idBase: Number(bases?.order_id ?? 0),
      passengerIdBase: Number(bases?.passenger_id ?? 0),
    });
  }
  await restoreCounts?.();
  await restoreIndexes?.();
  for (const table of [
    'orders',
    'order_passengers',
    'order_segments',
    'order_luggage',
    'order_operation_records',
  ]) {
    await resetSequence(tx, table);
  }
  await analyzeOrderTables(tx);
}
