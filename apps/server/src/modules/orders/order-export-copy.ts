import { PGlite } from '@electric-sql/pglite';
import { and, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Database } from '../../platform/db';
import { EXPORT_BATCH, after, batchEnd, csvCopy, upTo, type Key } from './order-export.repository';

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
async function* pgliteChunks(
  pglite: PGlite,
  db: Database,
  where: SQL | undefined,
  timeZone: string,
  size: number,
): AsyncGenerator<Buffer> {
  let key: Key | null = null;
  for (;;) {
    const end = await batchEnd(db, where, key, size);
    const result = await pglite.query(csvCopy(and(where, after(key), upTo(end)), timeZone, 'blob'));
    if (result.blob && result.blob.size > 0) yield Buffer.from(await result.blob.arrayBuffer());
    if (!end) return;
    key = end;
  }
}

/** The CSV records of the export's orders in booking order, as chunks of bytes the database wrote. */
export function csvChunks(
  db: Database,
  where: SQL | undefined,
  timeZone: string,
  size = EXPORT_BATCH,
): AsyncGenerator<Buffer> {
  const driver = driverOf(db);
  return driver instanceof pg.Pool
    ? postgresChunks(driver, csvCopy(where, timeZone, 'stdout'))
    : pgliteChunks(driver, db, where, timeZone, size);
}
