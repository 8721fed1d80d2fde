import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import { openPglite, openPostgres, type Database, type DatabaseHandle, type Engine } from '../platform/db';
import { adminQuery, databaseUrl } from './database-templates';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI does). */
export function testEngines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

async function createPostgresDatabase(serverUrl: string, template: string): Promise<DatabaseHandle> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name} template ${template}`);
  const handle = await openPostgres(databaseUrl(serverUrl, name), 5);
  return {
    ...handle,
    async close() {
      await handle.close();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function createPgliteDatabase(dumpFile: string): Promise<DatabaseHandle> {
  return openPglite(undefined, new Blob([await readFile(dumpFile)]));
}

/**
 * A fresh, migrated database of its own, empty or with the demo data: in-memory PGlite, or a new
 * database on the TEST_DATABASE_URL server (dropped on close), so test files running in parallel
 * never meet. Both are copies of the run's templates (database-templates.ts).
 */
export async function createTestDatabase(
  engine: Engine,
  options: { demo?: boolean } = {},
): Promise<DatabaseHandle> {
  const templates = inject('databaseTemplates');
  const kind = options.demo ? 'demo' : 'empty';
  if (engine === 'pglite') return createPgliteDatabase(templates.pglite[kind]);
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl || !templates.postgres) throw new Error('TEST_DATABASE_URL is not set');
  return createPostgresDatabase(serverUrl, templates.postgres[kind]);
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
