import { rowsOf } from '../platform/sql-rows';
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, inject } from 'vitest';
import { openPglite, openPostgres, type Database, type DatabaseHandle, type Engine } from '../platform/db';
import { adminQuery, databaseUrl } from './database-templates';

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server (CI does). */
export function testEngines(): Engine[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A new database on the TEST_DATABASE_URL server, copied from the run's empty or demo template: its
 * URL (for a server process of its own) and how to drop it.
 */
export async function createPostgresTestDatabase(
  options: { demo?: boolean } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const templates = inject('databaseTemplates').postgres;
  if (!serverUrl || !templates) throw new Error('TEST_DATABASE_URL is not set');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(
    serverUrl,
    `create database ${name} template ${options.demo ? templates.demo : templates.empty}`,
  );
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function createPostgresDatabase(demo: boolean): Promise<DatabaseHandle> {
  const database = await createPostgresTestDatabase({ demo });
  const handle = await openPostgres(database.url, 5);
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
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
  return createPostgresDatabase(kind === 'demo');
}

/** One database for the enclosing describe block: created before its tests, closed after. */
export function useTestDatabase(
  engine: Engine,
  options: { demo?: boolean } = {},
): { readonly handle: DatabaseHandle } {
  let handle: DatabaseHandle | undefined;
  beforeAll(async () => {
    handle = await createTestDatabase(engine, options);
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
export function queryRows<T extends Record<string, unknown>>(db: Database, query: SQL): Promise<T[]> {
  return rowsOf<T>(db, query);
}

/** Rows per table: equal before and after means nothing was written. */
export async function tableCounts(db: Database): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from ${sql.identifier(name)}`,
    );
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

/**
 * Tables a read may fill: each call marks its session as used, and the reports keep the figures of
 * settled days once asked (docs/decisions/0037).
 */
const FILLED_BY_READS = [
  'sessions',
  'financial_day_marks',
  'financial_day_rows',
  'financial_day_totals',
  'ledger_day_sums',
  'ledger_sum_days',
];

/**
 * What each table holds, as its row count and a digest of its rows: equal before and after means
 * nothing was written, updates included (the tables reads fill aside).
 */
export async function tableDigests(db: Database): Promise<Record<string, string>> {
  const tables = (
    await queryRows<{ name: string }>(
      db,
      sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  ).filter(({ name }) => !FILLED_BY_READS.includes(name));
  const digests: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ digest: string }>(
      db,
      sql`select count(*) || ':' || md5(coalesce(string_agg(r::text, ',' order by r::text), '')) as digest
        from ${sql.identifier(name)} r`,
    );
    digests[name] = row?.digest ?? '';
  }
  return digests;
}
