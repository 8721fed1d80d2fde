import { ADMINISTRATOR_CODES, type RoleRow, type UserRoleBody } from '@ota/contract';
import type { DbTransaction } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import type { Principal } from '../../platform/permissions';
import { administer } from '../../platform/administration';
import { keepingAnAdministrator, roleDirectory } from '../roles';
import {
  assertInsideWall,
  assertMayGrant,
  assertMayManage,
  assertNotSelf,
  assertRoleFits,
  grantScopeOf,
  insideWall,
  type GrantScope,
} from '../../platform/grant-scope';
import { createUsersRepository } from './users.repository';
import { existingUser, type UsersDeps } from './users.service';

/**
 * The roles named, as far as the caller may see them: another platform's role does not exist for a
 * caller bound to a platform, unless the user already holds it (keeping a role is not giving it).
 */
async function existingRoles(
  tx: DbTransaction,
  scope: GrantScope,
  ids: readonly number[],
  held: readonly number[],
): Promise<RoleRow[]> {
  const wanted = [...new Set(ids)];
  const found = (await roleDirectory(tx).findMany(wanted)).filter(
    (role) => held.includes(role.id) || insideWall(scope, role.platformType),
  );
  const missing = wanted.find((id) => !found.some((role) => role.id === id));
  if (missing !== undefined) throw new BadRequestError(`roleIds: role ${missing} does not exist`);
  return found;
}

/** The user-role association: a change of roles signs the user out, so the next sign-in gets the new menu. */
export function createUserRolesService(deps: Omit<UsersDeps, 'timeZone'>) {
  const change = (principal: Principal, body: UserRoleBody, replace: boolean) =>
    administer(deps.db, deps.sessions, async ({ tx, signOut }) => {
      const scope = grantScopeOf(principal);
      const users = createUsersRepository(tx);
      const user = await existingUser(users, body.userId);
      assertInsideWall(scope, user);
      assertMayManage(scope, user);
      assertNotSelf(scope, user.id, 'roles');
      const before = await users.roleIdsOf(user.id);
      const roles = await existingRoles(tx, scope, body.roleIds, before);
      // Only what the user does not hold yet is given: its codes must be the caller's, its platform the user's.
      const given = roles.filter((role) => !before.includes(role.id));
      assertMayGrant(scope, given);
      for (const role of given) assertRoleFits(role, user);
      const roleIds = roles.map((role) => role.id);
      if (replace) {
        await keepingAnAdministrator(
          tx,
          () =>
            `User ${user.name} is the last administrator: roleIds must keep ${ADMINISTRATOR_CODES.join(' and ')}`,
          () => users.replaceRoles(user.id, roleIds),
        );
      } else {
        await users.assignRoles(user.id, roleIds);
      }
      const after = await users.roleIdsOf(user.id);
      if (after.join() !== before.join()) await signOut([user.id]);
    });

  return {
    /** Adds roles to the user's (a new user's first ones). */
    add: (principal: Principal, body: UserRoleBody) => change(principal, body, false),
    /** Replaces the user's roles. */
    edit: (principal: Principal, body: UserRoleBody) => change(principal, body, true),
  };
}
