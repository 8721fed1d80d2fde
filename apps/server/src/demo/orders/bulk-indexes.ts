import { sql } from 'drizzle-orm';
import type { DbTransaction } from '../../platform/db';
import { rowsOf } from './sql-rows';

const TABLES = [
  'orders',
  'order_segments',
  'order_passengers',
  'order_luggage',
  'order_contacts',
  'order_operation_records',
];
const tableList = sql.raw(TABLES.map((table) => `'${table}'`).join(', '));

/**
 * For a large load, drops the secondary indexes and foreign keys of the order tables and returns
 * what puts them back: building an index once over a million rows is many times cheaper than
 * maintaining it row by row, and the generator's rows are consistent by construction.
 */
export async function suspendOrderIndexes(tx: DbTransaction): Promise<() => Promise<void>> {
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

export async function analyzeOrderTables(tx: DbTransaction): Promise<void> {
  for (const table of TABLES) await tx.execute(sql.raw(`analyze "${table}"`));
}
