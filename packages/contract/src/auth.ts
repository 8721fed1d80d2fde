import { z } from 'zod';
import { toNfkc } from './fields';
import type { MenuRoute } from './menu';
import type { PermissionCode } from './permissions';

export const loginForm = z.object({
  userName: z
    .string()
    .trim()
    .overwrite(toNfkc)
    .min(1, 'userName is required')
    .max(64, 'userName is at most 64 characters'),
  passWord: z.string().min(1, 'passWord is required').max(256, 'passWord is at most 256 characters'),
});
export type LoginForm = z.infer<typeof loginForm>;

export interface SessionUser {
  id: number;
  name: string;
  domain: string;
  /** 1 onefly, 2 edreams, null for a user who sees every platform. */
  platformType: number | null;
}

export interface LoginData {
  'X-Token': string;
  user: SessionUser;
  domain: string;
  jsonData: { menus: MenuRoute[]; codes: PermissionCode[] };
}
