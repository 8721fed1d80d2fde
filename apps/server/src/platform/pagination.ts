import type { PageQuery } from '@ota/contract';

export { pageQuery, type PageQuery } from '@ota/contract';

/** Rows to skip; a page far past the end is simply empty (DESIGN section 3). */
export function pageOffset({ pageNum, pageSize }: PageQuery): number {
  return Math.min((pageNum - 1) * pageSize, Number.MAX_SAFE_INTEGER);
}
