import { randomBytes } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openPglite, openPostgres, type Database, type DatabaseHandle, type Engine } from '../platform/db';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI does). */
export function testEngines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

async function createPostgresDatabase(serverUrl: string): Promise<DatabaseHandle> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openPostgres(url.toString(), 5);
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
}

/**
 * A fresh, migrated, empty database of its own: in-memory PGlite, or a new database on the
 * TEST_DATABASE_URL server (dropped on close), so test files running in parallel never meet.
 */
export async function createTestDatabase(engine: Engine): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (engine === 'postgres' && !serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const handle =
    engine === 'postgres' && serverUrl ? await createPostgresDatabase(serverUrl) : await openPglite();
  await handle.migrate();
  return handle;
}

/** One database for the enclosing describe block: created before its tests, closed after. */
export function useTestDatabase(engine: Engine): { readonly handle: DatabaseHandle } {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase(engine);
  });
  afterAll(async () => {
    await handle?.close();
  });
  return {
    get handle() {
      if (!handle) throw new Error('the test database is only ready inside tests');
      return handle;
    },
  };
}

/** Rows of a raw SQL query, whichever engine ran it (both drivers answer `{ rows }`). */
export async function queryRows<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  throw new Error('the driver answered without rows');
}
