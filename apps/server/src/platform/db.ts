import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from '../db/schema';
import { listenOnPostgres, type ListenEvents, type Listener } from './db-listener';

export type Schema = typeof schema;
/** The one handle every repository takes, whichever engine is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DbTransaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Engine = 'pglite' | 'postgres';

/** The engine behind a handle: PGlite runs in this process, so a few reads take another form there. */
export function engineOf(db: Database | DbTransaction): Engine {
  const client: unknown = (db as { $client?: unknown }).$client;
  return client instanceof PGlite ? 'pglite' : 'postgres';
}

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  /** Applies the committed migrations of apps/server/drizzle. */
  migrate(): Promise<void>;
  /** True when the database answers a trivial query within the time limit. */
  ping(timeoutMs?: number): Promise<boolean>;
  /**
   * Hears `NOTIFY` on the channels from every process on a connection of its own (PostgreSQL only: an
   * embedded database belongs to one process, which needs no notices).
   */
  listen?(channels: readonly string[], events: ListenEvents): Promise<Listener>;
  close(): Promise<void>;
}

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');
// Any fixed number shared by every server process: they take turns migrating.
const MIGRATION_LOCK_KEY = 872_341_901;

function pinger(db: Database) {
  return async (timeoutMs = 2000): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs);
    });
    const query = db.execute(sql`select 1`).then(
      () => true,
      () => false,
    );
    try {
      return await Promise.race([query, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * Embedded PostgreSQL: files under dataDir/pgdata, or in memory without a dataDir (starting from
 * `dump`, a dumped data directory, when given: how tests copy a prepared database).
 */
export async function openPglite(dataDir?: string, dump?: Blob): Promise<DatabaseHandle> {
  let client: PGlite;
  if (dataDir) {
    await mkdir(dataDir, { recursive: true });
    client = new PGlite(path.join(dataDir, 'pgdata'), { extensions: { pg_trgm, btree_gin } });
  } else {
    client = new PGlite({ extensions: { pg_trgm, btree_gin }, loadDataDir: dump });
  }
  await client.waitReady;
  const db = drizzlePglite({ client, schema });
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: pinger(db),
    close: () => client.close(),
  };
}

export async function openPostgres(url: string, poolSize = 10): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: 5000 });
  // An idle connection the server drops (restart, failover, admin command) must not crash the process:
  // the pool discards it and opens a new one on the next query.
  pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection: ${error.message}`));
  const db = drizzlePostgres({ client: pool, schema });
  return {
    db,
    engine: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePostgres(drizzlePostgres({ client, schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    ping: pinger(db),
    listen: (channels, events) => listenOnPostgres(url, channels, events),
    close: () => pool.end(),
  };
}

export function openDatabase(options: {
  databaseUrl: string | null;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
