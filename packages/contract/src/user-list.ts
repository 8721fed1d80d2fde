import { z } from 'zod';
import { pageQuery } from './pagination';

const blankAsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const USER_SORT_FIELDS = ['name', 'createdTime'] as const;
export type UserSortField = (typeof USER_SORT_FIELDS)[number];
export const SORT_ORDERS = ['ascend', 'descend'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/**
 * `GET /user/page/list` params: a page, optionally of the users whose name (and phone) contains
 * the text given; newest first unless `sortField` says otherwise.
 */
export const userPageQuery = pageQuery.extend({
  name: z.string().trim().max(64, 'name is at most 64 characters').optional(),
  phone: z.string().trim().max(32, 'phone is at most 32 characters').optional(),
  sortField: z.preprocess(blankAsAbsent, z.enum(USER_SORT_FIELDS).optional()),
  sortOrder: z.preprocess(blankAsAbsent, z.enum(SORT_ORDERS).optional()),
});
export type UserPageQuery = z.infer<typeof userPageQuery>;
