import { z } from 'zod';
import { wholeNumber } from './fields';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 500;
/** Far past any real list; an offset beyond it could not be computed exactly. */
export const MAX_PAGE_NUM = 1_000_000_000;

const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

/** pageNum is 1-based; pageSize defaults to 20 and is at most 500 (DESIGN section 3). */
export const pageQuery = z.object({
  pageNum: z.preprocess(blankAsAbsent, wholeNumber('pageNum', { max: MAX_PAGE_NUM }).default(1)),
  pageSize: z.preprocess(
    blankAsAbsent,
    wholeNumber('pageSize', { max: MAX_PAGE_SIZE }).default(DEFAULT_PAGE_SIZE),
  ),
});
export type PageQuery = z.infer<typeof pageQuery>;

export interface PageList<T> {
  pageList: T[];
  totalCount: number;
}

/** The schema of a `pageList`/`totalCount` page of `row`. */
export function pageListOf<Row extends z.ZodType>(row: Row) {
  return z.object({ pageList: z.array(row), totalCount: z.number().int() });
}
