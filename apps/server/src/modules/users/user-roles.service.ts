import { ADMINISTRATOR_CODES, type RoleRow, type UserRoleBody } from '@ota/contract';
import type { DbTransaction } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import type { Principal } from '../../platform/permissions';
import { roleDirectory } from '../roles';
import { administer, keepingAnAdministrator } from './administration';
import {
  assertInsideWall,
  assertMayGrant,
  assertMayManage,
  assertNotSelf,
  grantScopeOf,
} from './grant-scope';
import { createUsersRepository } from './users.repository';
import { existingUser, type UsersDeps } from './users.service';

async function existingRoles(tx: DbTransaction, ids: readonly number[]): Promise<RoleRow[]> {
  const wanted = [...new Set(ids)];
  const found = await roleDirectory(tx).findMany(wanted);
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
      const roles = await existingRoles(tx, body.roleIds);
      assertMayGrant(scope, roles);
      const before = await users.roleIdsOf(user.id);
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
