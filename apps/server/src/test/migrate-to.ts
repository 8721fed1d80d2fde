import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

interface Journal {
  entries: { idx: number; tag: string }[];
}

/**
 * Applies the migrations up to and including `tag` (a data migration's test writes the old tables,
 * then applies the rest with `migrate()`): a copy of the migrations folder whose journal ends there.
 */
export async function migrateTo(db: PgliteDatabase<Record<string, unknown>>, tag: string): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), 'migrations-'));
  try {
    await cp(migrationsFolder, folder, { recursive: true });
    const file = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(file, 'utf8')) as Journal;
    const last = journal.entries.findIndex((entry) => entry.tag === tag);
    if (last < 0) throw new Error(`no migration ${tag}`);
    await writeFile(file, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
    await migrate(db, { migrationsFolder: folder });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
