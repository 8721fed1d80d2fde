import { z } from 'zod';
import { pageQuery } from './pagination';

/** `GET /user/page/list` params: a page, optionally of the users whose name contains `name`. */
export const userPageQuery = pageQuery.extend({
  name: z.string().trim().max(64, 'name is at most 64 characters').optional(),
});
export type UserPageQuery = z.infer<typeof userPageQuery>;
