import { z } from 'zod';
import { toNfkc } from './fields';
import { isPermissionCode } from './permissions';

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

/** Read as a text in the documents (the list is long); typed as the code it is. */
const permissionCode = z.string().refine(isPermissionCode).describe('a permission code such as 1001-1');

/** The signed-in user, as the login answers it (and the console keeps it as `user`). */
export const sessionUser = z.object({
  id: z.number().int(),
  name: z.string(),
  domain: z.string(),
  /** 1 onefly, 2 edreams, null for a user who sees every platform. */
  platformType: z.number().int().nullable(),
});
export type SessionUser = z.output<typeof sessionUser>;

/** A page of the menu the login answers: MenuRoute (menu.ts) without children. */
const menuPage = z.object({
  path: z.string(),
  title: z.string(),
  code: permissionCode.optional(),
  anyOf: z.array(permissionCode).readonly().optional(),
  icon: z.string().optional(),
  hidden: z.boolean().optional(),
  requiresQuery: z.object({ name: z.string(), redirectTo: z.string() }).optional(),
});

/**
 * The menu is two levels deep (spec section 2: groups and their pages), so its schema is too: a
 * recursive one would need $defs that the OpenAPI document cannot carry inside a call.
 */
const menuGroup = menuPage.extend({ children: z.array(menuPage).optional() });

/** `POST /login` data: the token travels inside it, as the spec has it. */
export const loginData = z.object({
  'X-Token': z.string(),
  user: sessionUser,
  domain: z.string(),
  jsonData: z.object({ menus: z.array(menuGroup), codes: z.array(permissionCode) }),
});
export type LoginData = z.output<typeof loginData>;

/**
 * `POST /logout`: the token of the session to end, in the query string (the console sends it so);
 * the X-Token header does as well. The server reads it from there before the input, never from a body.
 */
export const logoutQuery = z.object({
  token: z
    .string()
    .optional()
    .describe('the session token, read from the query string only (or send the X-Token header)'),
});
