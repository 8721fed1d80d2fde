import { ALL_PERMISSION_CODES, Permission, type PermissionCode } from '@ota/contract';
import { BadRequestError } from './errors';
import type { Principal } from './permissions';

/**
 * What a caller may hand out: nobody gives a code it does not hold, through a role's codes or by
 * giving a role (decision 0039). A limited user manager (1007-1 without 1004-1) may moreover not touch
 * a user who holds more than it does (DESIGN section 4).
 */
export interface GrantScope {
  userId: number;
  limited: boolean;
  codes: ReadonlySet<string>;
  platformType: number | null;
}

export function grantScopeOf(principal: Principal): GrantScope {
  return {
    userId: principal.user.id,
    limited: principal.codes.has(Permission.LIMITED_USERS) && !principal.codes.has(Permission.USERS),
    codes: principal.codes,
    platformType: principal.platformType,
  };
}

const SHOWN_CODES = 5;

/** '1001-1, 1001-2 and 3 more', in the order of the permission list. */
export function describeCodes(codes: readonly string[]): string {
  const order = (code: string) => {
    const index = ALL_PERMISSION_CODES.indexOf(code as PermissionCode);
    return index === -1 ? ALL_PERMISSION_CODES.length : index;
  };
  const sorted = [...codes].sort((a, b) => order(a) - order(b));
  const shown = sorted.slice(0, SHOWN_CODES).join(', ');
  return sorted.length > SHOWN_CODES ? `${shown} and ${sorted.length - SHOWN_CODES} more` : shown;
}

/** Codes among `codes` the caller does not hold (none for whoever holds every code). */
export function codesNotHeld(scope: GrantScope, codes: Iterable<string>): string[] {
  return [...new Set(codes)].filter((code) => !scope.codes.has(code));
}

/** Codes among `codes` the caller does not hold, when that bars it from a user: only a limited caller. */
export function codesBeyond(scope: GrantScope, codes: Iterable<string>): string[] {
  return scope.limited ? codesNotHeld(scope, codes) : [];
}

/** A limited caller may not touch a user who holds more than it does. */
export function assertMayManage(scope: GrantScope, target: { name: string; codes: readonly string[] }): void {
  const beyond = codesBeyond(scope, target.codes);
  if (beyond.length > 0) {
    throw new BadRequestError(
      `User ${target.name} holds codes you do not hold (${describeCodes(beyond)}): ask a user manager (1004-1)`,
    );
  }
}

/** Nobody gives a role with a code it does not hold itself (decision 0039; before, only a limited caller). */
export function assertMayGrant(
  scope: GrantScope,
  roles: readonly { name: string; codes: readonly string[] }[],
): void {
  for (const role of roles) {
    const beyond = codesNotHeld(scope, role.codes);
    if (beyond.length > 0) {
      throw new BadRequestError(
        `roleIds: role ${role.name} has codes you do not hold (${describeCodes(beyond)})`,
      );
    }
  }
}

/**
 * The platform whose users a manager sees and changes: its own; a manager with no platform sees
 * every platform's (undefined: no wall).
 */
export function platformWall(scope: GrantScope): number | undefined {
  return scope.platformType ?? undefined;
}

/** Users behind the wall do not exist for the caller: the refusal says no more than for a wrong id. */
export function assertInsideWall(
  scope: GrantScope,
  target: { id: number; platformType: number | null },
): void {
  const wall = platformWall(scope);
  if (wall !== undefined && target.platformType !== wall) {
    throw new BadRequestError(`User ${target.id} does not exist`);
  }
}

/** A manager bound to a platform may not give another platform, nor every platform (null). */
export function assertMayGivePlatform(scope: GrantScope, platformType: number | null): void {
  const wall = platformWall(scope);
  if (wall === undefined || platformType === wall) return;
  throw new BadRequestError(`platformType must be your own platform (${wall})`);
}

/** Nobody hands themselves more: a manager's own platform and roles are changed by another manager. */
export function assertNotSelf(scope: GrantScope, userId: number, what: 'platform' | 'roles'): void {
  if (userId === scope.userId) throw new BadRequestError(`You cannot change your own ${what}`);
}

/** Nobody writes a code it does not hold itself into a role (decision 0039). */
export function assertMayGiveCodes(scope: GrantScope, codes: readonly string[]): void {
  const beyond = codesNotHeld(scope, codes);
  if (beyond.length > 0) {
    throw new BadRequestError(`codes: you cannot give codes you do not hold (${describeCodes(beyond)})`);
  }
}

/**
 * Whether a role or mailbox of `platformType` is inside the caller's wall: a caller bound to a platform
 * sees only that platform's; one with no platform sees all (decision 0039).
 */
export function insideWall(scope: { platformType: number | null }, platformType: number | null): boolean {
  return scope.platformType === null || scope.platformType === platformType;
}

/**
 * A role of a platform is held only by users of that platform; a role of none (the reseller's own)
 * by anybody, given by a manager with no platform (a manager bound to a platform does not see it).
 */
export function assertRoleFits(
  role: { name: string; platformType: number | null },
  user: { name: string; platformType: number | null },
): void {
  if (role.platformType === null || role.platformType === user.platformType) return;
  const userPlatform = user.platformType === null ? 'no platform' : `platform ${user.platformType}`;
  throw new BadRequestError(
    `roleIds: role ${role.name} is platform ${role.platformType}'s and user ${user.name} has ${userPlatform}`,
  );
}
