import { sql } from 'drizzle-orm';
import type { DbTransaction } from '../../platform/db';
import { rowsOf } from '../../platform/sql-rows';

const TABLES = [
  'orders',
  'order_segments',
  'order_passengers',
  'order_luggage',
  'order_contacts',
  'order_operation_records',
];

/**
 * For a large load, drops the secondary indexes and foreign keys of the order tables and returns
 * what puts them back: building an index once over a million rows is many times cheaper than
 * maintaining it row by row, and the generator's rows are consistent by construction.
 */
export function suspendOrderIndexes(tx: DbTransaction): Promise<() => Promise<void>> {
  return suspendIndexes(tx, TABLES);
}

/**
 * Drops the secondary indexes and foreign keys of these tables and returns what puts them back (a
 * foreign key added to a full table is checked by one join, not one lookup per row).
 */
export async function suspendIndexes(
  tx: DbTransaction,
  tables: readonly string[],
): Promise<() => Promise<void>> {
  const tableList = sql.raw(tables.map((table) => `'${table}'`).join(', '));
  const indexes = await rowsOf<{ indexname: string; indexdef: string }>(
    tx,
    sql`select indexname, indexdef from pg_indexes
      where schemaname = current_schema() and tablename in (${tableList})
        and indexname not in (select conname from pg_constraint where contype in ('p', 'u'))`,
  );
  const foreignKeys = await rowsOf<{ table_name: string; conname: string; def: string }>(
    tx,
    sql`select c.relname as table_name, k.conname, pg_get_constraintdef(k.oid) as def
      from pg_constraint k join pg_class c on c.oid = k.conrelid
      where k.contype = 'f' and c.relname in (${tableList})`,
  );
  for (const key of foreignKeys) {
    await tx.execute(sql.raw(`alter table "${key.table_name}" drop constraint "${key.conname}"`));
  }
  for (const index of indexes) await tx.execute(sql.raw(`drop index "${index.indexname}"`));

  return async () => {
    for (const index of indexes) await tx.execute(sql.raw(index.indexdef));
    for (const key of foreignKeys) {
      await tx.execute(sql.raw(`alter table "${key.table_name}" add constraint "${key.conname}" ${key.def}`));
    }
  };
}

const COUNT_TRIGGERS = ['orders_count_inserted', 'orders_count_updated', 'orders_count_deleted'];

/**
 * For a large load, switches off the triggers that keep order_status_counts (migration 0012) and
 * returns what switches them on and counts once: their transition tables would copy every loaded
 * order a second time.
 */
export async function suspendStatusCounts(tx: DbTransaction): Promise<() => Promise<void>> {
  const triggers = (action: 'enable' | 'disable') =>
    sql.raw(`alter table orders ${COUNT_TRIGGERS.map((name) => `${action} trigger ${name}`).join(', ')}`);
  await tx.execute(triggers('disable'));
  return async () => {
    await tx.execute(triggers('enable'));
    await tx.execute(sql`delete from order_status_counts`);
    await tx.execute(sql`insert into order_status_counts (platform_type, status, orders)
      select platform_type, status, count(*) from orders group by platform_type, status`);
  };
}

export async function analyzeOrderTables(tx: DbTransaction): Promise<void> {
  for (const table of TABLES) await tx.execute(sql.raw(`analyze "${table}"`));
}
