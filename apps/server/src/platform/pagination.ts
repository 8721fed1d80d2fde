import type { PageQuery } from '@ota/contract';
import { sql } from 'drizzle-orm';

export { pageQuery, type PageQuery } from '@ota/contract';

/** Rows to skip; a page far past the end is simply empty (DESIGN section 3). */
export function pageOffset({ pageNum, pageSize }: PageQuery): number {
  return Math.min((pageNum - 1) * pageSize, Number.MAX_SAFE_INTEGER);
}

/** The select list of a list's total: `db.select(LIST_TOTAL).from(table).where(filter)`. */
export const LIST_TOTAL = { total: sql<number>`count(*)::int` };

/** A list page: its rows and the total its filter matches, asked for together. */
export async function pageWithTotal<Row>(
  rows: PromiseLike<Row[]>,
  total: PromiseLike<{ total: number }[]>,
): Promise<{ rows: Row[]; total: number }> {
  const [pageRows, [count]] = await Promise.all([rows, total]);
  return { rows: pageRows, total: count?.total ?? 0 };
}
