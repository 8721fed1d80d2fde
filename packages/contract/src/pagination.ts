import { z } from 'zod';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 500;

/** pageNum is 1-based; pageSize defaults to 20 and is at most 500 (DESIGN section 3). */
export const pageQuery = z.object({
  pageNum: z.coerce
    .number()
    .int('pageNum must be a whole number')
    .min(1, 'pageNum must be at least 1')
    .default(1),
  pageSize: z.coerce
    .number()
    .int('pageSize must be a whole number')
    .min(1, 'pageSize must be at least 1')
    .max(MAX_PAGE_SIZE, `pageSize must be at most ${MAX_PAGE_SIZE}`)
    .default(DEFAULT_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuery>;

export interface PageList<T> {
  pageList: T[];
  totalCount: number;
}
