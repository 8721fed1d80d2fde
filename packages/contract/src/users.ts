import { z } from 'zod';
import { digitsAsNumber, toNfkc, wholeNumber } from './fields';
import { Permission } from './permissions';

/** A date-time as the API answers it: 'YYYY-MM-DD HH:mm:ss' in the business time zone. */
export const answerDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

/** 1 onefly, 2 edreams; null: every platform (a user) or the reseller's own (a role, a mailbox). */
const answerPlatformType = z.number().int().nullable();

/** A row of the user list (`GET /user/page/list`, spec section 3 "User"). */
export const userRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** '' when unknown. */
  phone: z.string(),
  /** '' when unknown. */
  email: z.string(),
  /** The user's role names joined with ', ' (alphabetical); `roleIds` in the same order. */
  roleName: z.string(),
  roleIds: z.array(z.number().int()),
  platformType: answerPlatformType,
  createdTime: answerDateTime,
});
export type UserRow = z.output<typeof userRow>;

/** `GET /user/page/list` and `POST /user/details` data (details: the one user, or none). */
export const userPage = z.object({
  pageData: z.object({ list: z.array(userRow), total: z.number().int() }),
});
export type UserPage = z.output<typeof userPage>;

export const roleRow = z.object({
  id: z.number().int(),
  name: z.string(),
  codes: z.array(z.string()),
  /** The platform whose users manage and hold it; null: the reseller's own (decision 0039). */
  platformType: answerPlatformType,
});
export type RoleRow = z.output<typeof roleRow>;

/**
 * An administrator holds both codes: the last one cannot be deleted nor lose them
 * (docs/decisions/0009-users-and-roles.md).
 */
export const ADMINISTRATOR_CODES = [Permission.USERS, Permission.ROLES] as const;

export const USER_NAME_MAX_LENGTH = 64;
/** Letters, digits and . _ @ - : a sign-in name is typed, so no spaces. */
export const USER_NAME_PATTERN = /^[\p{L}\p{N}._@-]+$/u;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 256;
export const PHONE_MIN_LENGTH = 6;
export const PHONE_MAX_LENGTH = 20;
/** Digits, spaces, + and -, starting with + or a digit and ending with a digit. */
export const PHONE_PATTERN = /^[+\d][\d +-]*\d$/;
export const EMAIL_MAX_LENGTH = 254;

/** A positive whole number, from JSON or from a form field ('12'). */
export function recordId(field: string) {
  return wholeNumber(field);
}

/** A list field's type error: 'is required' when absent, else `wrong`. */
export function listError(field: string, wrong: string) {
  return {
    error: (issue: { input?: unknown }) => (issue.input === undefined ? `${field} is required` : wrong),
  };
}

const userName = z
  .string()
  .trim()
  .overwrite(toNfkc)
  .min(1, 'name is required')
  .max(USER_NAME_MAX_LENGTH, `name is at most ${USER_NAME_MAX_LENGTH} characters`)
  .regex(USER_NAME_PATTERN, 'name may hold only letters, digits and . _ @ -');

const phone = z
  .string()
  .trim()
  .min(1, 'phone is required')
  .min(PHONE_MIN_LENGTH, `phone must be ${PHONE_MIN_LENGTH} to ${PHONE_MAX_LENGTH} characters`)
  .max(PHONE_MAX_LENGTH, `phone must be ${PHONE_MIN_LENGTH} to ${PHONE_MAX_LENGTH} characters`)
  .regex(PHONE_PATTERN, 'phone may hold only digits, spaces, + and -');

const email = z
  .string()
  .trim()
  .min(1, 'email is required')
  .max(EMAIL_MAX_LENGTH, `email is at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email('email must be a valid email address'));

const password = z
  .string()
  .min(1, 'password is required')
  .min(PASSWORD_MIN_LENGTH, `password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `password is at most ${PASSWORD_MAX_LENGTH} characters`);

/** 1 onefly, 2 edreams, null every platform; a form sends '' or 'null' for none. */
export const platformTypeField = z.preprocess(
  (value) => {
    if (value === '' || value === 'null') return null;
    return digitsAsNumber(value);
  },
  z.union([z.literal(1), z.literal(2), z.null()], 'platformType must be 1, 2 or null'),
);

/** `POST /user/details` form and `POST /user/del` JSON. */
export const userIdBody = z.object({ id: recordId('id') });
export type UserIdBody = z.infer<typeof userIdBody>;

/** `POST /user/add` JSON: the roles follow through `POST /userRole/add`. */
export const userAddBody = z.object({
  name: userName,
  phone,
  email,
  password,
  /** Absent: the creator's platform. */
  platformType: platformTypeField.optional(),
});
export type UserAddBody = z.infer<typeof userAddBody>;

/** `POST /user/mod` JSON: an empty or absent password keeps the current one. */
export const userModBody = z.object({
  id: recordId('id'),
  name: userName,
  phone,
  email,
  password: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    password.optional(),
  ),
  /** Absent: unchanged. */
  platformType: platformTypeField.optional(),
});
export type UserModBody = z.infer<typeof userModBody>;

/** `POST /userRole/add` (adds roles) and `POST /userRole/edit` (replaces them), JSON. */
export const userRoleBody = z.object({
  userId: recordId('userId'),
  roleIds: z.preprocess(
    (value) => (value === undefined || Array.isArray(value) ? value : [value]),
    z
      .array(recordId('roleIds'), listError('roleIds', 'roleIds must be a list of role ids'))
      .min(1, 'roleIds must name at least one role')
      .max(100, 'roleIds must name at most 100 roles'),
  ),
});
export type UserRoleBody = z.infer<typeof userRoleBody>;
