import { z } from 'zod';
import { INVISIBLE, toNfkc, wholeNumber } from './fields';
import { isPermissionCode } from './permissions';
import { listError, platformTypeField, recordId } from './users';

/** `POST /role/selectAllOrId` form: every role, or only the one with `id` (an empty list if none). */
export const roleSelectForm = z.object({
  id: z.preprocess((value) => (value === '' ? undefined : value), wholeNumber('id').optional()),
});
export type RoleSelectForm = z.infer<typeof roleSelectForm>;

export const ROLE_NAME_MAX_LENGTH = 64;

const roleName = z
  .string()
  .trim()
  .overwrite(toNfkc)
  .min(1, 'name is required')
  .max(ROLE_NAME_MAX_LENGTH, `name is at most ${ROLE_NAME_MAX_LENGTH} characters`)
  .refine((name) => !INVISIBLE.test(name), 'name must not contain invisible characters');

const codes = z
  .array(
    z
      .string()
      .max(16, 'codes must hold permission codes such as 1001-1')
      .refine(isPermissionCode, {
        error: (issue) => `codes holds ${String(issue.input)}, not a permission code`,
      }),
    listError('codes', 'codes must be a list of permission codes'),
  )
  .min(1, 'codes must hold at least one permission code');

/**
 * `POST /role/addRole` JSON. platformType absent: the creator's; a user bound to a platform may give
 * only its own (decision 0039).
 */
export const roleAddBody = z.object({ name: roleName, codes, platformType: platformTypeField.optional() });
export type RoleAddBody = z.infer<typeof roleAddBody>;

/** `POST /role/editRole` JSON. platformType absent: unchanged. */
export const roleEditBody = z.object({
  id: recordId('id'),
  name: roleName,
  codes,
  platformType: platformTypeField.optional(),
});
export type RoleEditBody = z.infer<typeof roleEditBody>;

/** `POST /role/delRole` form. */
export const roleDeleteForm = z.object({ id: recordId('id') });
export type RoleDeleteForm = z.infer<typeof roleDeleteForm>;
