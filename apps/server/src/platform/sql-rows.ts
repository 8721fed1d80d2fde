import type { SQL } from 'drizzle-orm';
import type { Database, DbTransaction } from './db';

/** Rows of a raw query on either driver (both answer `{ rows }`). */
export async function rowsOf<T>(db: Database | DbTransaction, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)) {
    return result.rows as T[];
  }
  throw new Error('the driver answered without rows');
}
