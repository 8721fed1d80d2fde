import { Permission, type RoleRow, type SessionUser, type UserRow } from '@ota/contract';

/**
 * The server's rule, mirrored to shape the screen: nobody gives a role with codes beyond its own; a
 * 1007-1 holder without 1004-1 may not touch users who hold more either (the server refuses anyway).
 */
export interface ClientGrantScope {
  limited: boolean;
  codes: ReadonlySet<string>;
  platformType: number | null;
  userId: number | null;
}

export function clientGrantScope(
  codes: readonly string[] | null,
  user: SessionUser | null,
): ClientGrantScope {
  const held = new Set(codes ?? []);
  return {
    limited: held.has(Permission.LIMITED_USERS) && !held.has(Permission.USERS),
    codes: held,
    platformType: user?.platformType ?? null,
    userId: user?.id ?? null,
  };
}

/** Codes the caller does not hold. */
export function codesNotHeld(scope: ClientGrantScope, codes: Iterable<string>): string[] {
  return [...new Set(codes)].filter((code) => !scope.codes.has(code));
}

/** Codes that bar the caller from a user who holds them: only a limited caller is barred. */
export function codesBeyond(scope: ClientGrantScope, codes: Iterable<string>): string[] {
  return scope.limited ? codesNotHeld(scope, codes) : [];
}

/** Nobody gives a role with a code it does not hold (decision 0039), limited or not. */
export function canGrantRole(scope: ClientGrantScope, role: Pick<RoleRow, 'codes'>): boolean {
  return codesNotHeld(scope, role.codes).length === 0;
}

/** The codes a user holds through roles, as far as the role list tells. */
export function codesOfRoles(roleIds: readonly number[], roles: readonly RoleRow[]): string[] {
  return roles.filter((role) => roleIds.includes(role.id)).flatMap((role) => role.codes);
}

export function canManageUser(
  scope: ClientGrantScope,
  user: Pick<UserRow, 'roleIds'>,
  roles: readonly RoleRow[],
): boolean {
  // A role the caller cannot see (another platform's, or the reseller's own) holds codes it cannot
  // weigh: a limited manager leaves such a user alone, as the server would refuse.
  if (scope.limited && user.roleIds.some((id) => !roles.some((role) => role.id === id))) return false;
  return codesBeyond(scope, codesOfRoles(user.roleIds, roles)).length === 0;
}

/** Any manager bound to a platform gives only that one; one with no platform gives any (server: platform walls). */
export function canGivePlatform(scope: ClientGrantScope, platformType: number | null): boolean {
  return scope.platformType === null || scope.platformType === platformType;
}
