import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Database } from '../db';
import type { Key } from './keyset-batches';

/** How a list's CSV is copied: all at once on PostgreSQL, batch by batch on PGlite. */
export interface CsvCopySource {
  /** The COPY statement of the rows after `from` up to and including `to` (all when both null). */
  copy: (range: { from: Key | null; to: Key | null }, target: 'stdout' | 'blob') => string;
  /** The last row of the batch that starts after `from`; null when fewer than a batch are left. */
  batchEnd: (from: Key | null) => Promise<Key | null>;
}

/** The driver behind the Drizzle handle: the CSV export speaks COPY, which Drizzle does not. */
function driverOf(db: Database): pg.Pool | PGlite {
  const client: unknown = (db as Database & { $client?: unknown }).$client;
  if (client instanceof pg.Pool || client instanceof PGlite) return client;
  throw new Error('the CSV export needs a node-postgres pool or PGlite');
}

/**
 * PostgreSQL: one COPY … TO STDOUT on a client of its own, read as the consumer asks (the socket
 * is paused in between, so memory stays at a chunk or two whatever the range).
 */
async function* postgresChunks(pool: pg.Pool, statement: string): AsyncGenerator<Buffer> {
  const client = await pool.connect();
  let finished = false;
  try {
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
async function* pgliteChunks(pglite: PGlite, source: CsvCopySource): AsyncGenerator<Buffer> {
  let from: Key | null = null;
  for (;;) {
    const to = await source.batchEnd(from);
    const result = await pglite.query(source.copy({ from, to }, 'blob'));
    if (result.blob && result.blob.size > 0) yield Buffer.from(await result.blob.arrayBuffer());
    if (!to) return;
    from = to;
  }
}

/** The CSV records of a list, as chunks of bytes the database wrote. */
export function csvChunks(db: Database, source: CsvCopySource): AsyncGenerator<Buffer> {
  const driver = driverOf(db);
  return driver instanceof pg.Pool
    ? postgresChunks(driver, source.copy({ from: null, to: null }, 'stdout'))
    : pgliteChunks(driver, source);
}
