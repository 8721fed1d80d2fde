import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Database } from '../db';
import type { Key } from './keyset-batches';

export type CopyTarget = 'stdout' | 'blob';

/**
 * How a list's CSV is copied: all at once on PostgreSQL, batch by batch on PGlite. A batch ends at a
 * key of the list's order (a time and an id, or a day for a report grouped by day).
 */
export interface CsvCopySource<K = Key> {
  /** The COPY statement of the rows after `from` up to and including `to` (all when both null). */
  copy: (range: { from: K | null; to: K | null }, target: CopyTarget) => string;
  /** The last key of the batch that starts after `from`; null when fewer than a batch are left. */
  batchEnd: (from: K | null) => Promise<K | null>;
}

const dialect = new PgDialect();

/**
 * `COPY (select) TO STDOUT` (PostgreSQL) or `TO '/dev/blob'` (PGlite), as CSV. COPY takes no bind
 * parameters, so drizzle inlines the values as literals, quotes doubled (safe with
 * standard_conforming_strings, on by default on both engines).
 */
export function copyStatement(select: SQL, target: CopyTarget): string {
  const into = target === 'stdout' ? sql.raw('stdout') : sql.raw(`'/dev/blob'`);
  return dialect.sqlToQuery(sql`copy (${select}) to ${into} with (format csv)`.inlineParams()).sql;
}

/** The driver behind the Drizzle handle: the CSV export speaks COPY, which Drizzle does not. */
function driverOf(db: Database): pg.Pool | PGlite {
  const client: unknown = (db as Database & { $client?: unknown }).$client;
  if (client instanceof pg.Pool || client instanceof PGlite) return client;
  throw new Error('the CSV export needs a node-postgres pool or PGlite');
}

/**
 * PostgreSQL: a COPY … TO STDOUT per source, one after another on a client of their own, read as the
 * consumer asks (the socket is paused in between, so memory stays at a chunk or two whatever the range).
 */
async function* postgresChunks(pool: pg.Pool, statements: readonly string[]): AsyncGenerator<Buffer> {
  const client = await pool.connect();
  let finished = false;
  try {
    for (const statement of statements)
      for await (const chunk of client.query(copyTo(statement))) yield chunk as Buffer;
    finished = true;
  } finally {
    // Stopped early (client gone, error): the connection is still mid-COPY, so it is closed
    // rather than handed back to the pool.
    client.release(!finished);
  }
}

/**
 * PGlite: keyset batches, each one COPY into '/dev/blob' (one Blob per batch, no per-row result
 * parsing in JS). PGlite has one connection: other requests run between batches.
 */
async function* pgliteChunks<K>(pglite: PGlite, source: CsvCopySource<K>): AsyncGenerator<Buffer> {
  let from: K | null = null;
  for (;;) {
    const to = await source.batchEnd(from);
    const result = await pglite.query(source.copy({ from, to }, 'blob'));
    if (result.blob && result.blob.size > 0) yield Buffer.from(await result.blob.arrayBuffer());
    if (!to) return;
    from = to;
  }
}

/**
 * The CSV records of a list, as chunks of bytes the database wrote: of each source in turn when the
 * list is read in parts (each part's records in its own order, the parts in the list's).
 */
export function csvChunks<K>(
  db: Database,
  sources: CsvCopySource<K> | readonly CsvCopySource<K>[],
): AsyncGenerator<Buffer> {
  const driver = driverOf(db);
  const parts = Array.isArray(sources) ? sources : [sources];
  if (driver instanceof pg.Pool)
    return postgresChunks(
      driver,
      parts.map((part) => part.copy({ from: null, to: null }, 'stdout')),
    );
  return (async function* inTurn() {
    for (const part of parts) yield* pgliteChunks(driver, part);
  })();
}
