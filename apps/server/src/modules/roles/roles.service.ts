import {
  ALL_PERMISSION_CODES,
  ADMINISTRATOR_CODES,
  type RoleAddBody,
  type RoleEditBody,
  type RoleRow,
} from '@ota/contract';
import type { Database, DbTransaction } from '../../platform/db';
import { assertNotConfusable } from '../../platform/confusables';
import { BadRequestError } from '../../platform/errors';
import type { Principal } from '../../platform/permissions';
import type { SessionStore } from '../../platform/sessions';
import { administer } from '../../platform/administration';
import {
  assertMayGiveCodes,
  assertMayGivePlatform,
  grantScopeOf,
  platformWall,
  type GrantScope,
} from '../../platform/grant-scope';
import { keepingAnAdministrator } from './administrators';
import { createRolesRepository } from './roles.repository';

/** Each code once, in the order of the permission list, so equal sets compare equal. */
export function orderedCodes(codes: readonly string[]): string[] {
  const wanted = new Set(codes);
  return ALL_PERMISSION_CODES.filter((code) => wanted.has(code));
}

const ADMIN_CODES_TEXT = ADMINISTRATOR_CODES.join(' and ');

export interface RolesDeps {
  db: Database;
  sessions: SessionStore;
  /** The users' names (user management's, given by the app: roles sits below users). */
  userNames: (tx: DbTransaction, ids: readonly number[]) => Promise<string[]>;
}

export function createRolesService(deps: RolesDeps) {
  const reader = createRolesRepository(deps.db);

  /** Another platform's role does not exist for a caller bound to a platform, as a wrong id does not. */
  const existing = async (
    repository: ReturnType<typeof createRolesRepository>,
    scope: GrantScope,
    id: number,
  ) => {
    const [role] = await repository.list(id, platformWall(scope));
    if (!role) throw new BadRequestError(`Role ${id} does not exist`);
    return role;
  };

  return {
    /** The caller's platform's roles; a caller with no platform sees all (decision 0039). */
    list(principal: Principal, id?: number): Promise<RoleRow[]> {
      return reader.list(id, platformWall(grantScopeOf(principal)));
    },

    /** The new role is the caller's platform's unless a caller with no platform names another. */
    add(principal: Principal, body: RoleAddBody): Promise<number> {
      const scope = grantScopeOf(principal);
      const platformType = body.platformType === undefined ? principal.platformType : body.platformType;
      assertMayGivePlatform(scope, platformType);
      assertMayGiveCodes(scope, body.codes);
      return administer(deps.db, deps.sessions, async ({ tx }) => {
        const roles = createRolesRepository(tx);
        if (await roles.nameTaken(body.name))
          throw new BadRequestError(`Role name ${body.name} is already taken`);
        assertNotConfusable('role', body.name, await roles.otherNames());
        return roles.insert({ name: body.name, codes: orderedCodes(body.codes), platformType });
      });
    },

    /** A change of codes signs the role's holders out: their menu must change with it. */
    edit(principal: Principal, body: RoleEditBody): Promise<void> {
      const scope = grantScopeOf(principal);
      return administer(deps.db, deps.sessions, async ({ tx, signOut }) => {
        const roles = createRolesRepository(tx);
        const role = await existing(roles, scope, body.id);
        assertMayGiveCodes(scope, body.codes);
        const platformType = body.platformType === undefined ? role.platformType : body.platformType;
        const platformChange = platformType !== role.platformType;
        if (platformChange) assertMayGivePlatform(scope, platformType);
        if (await roles.nameTaken(body.name, body.id)) {
          throw new BadRequestError(`Role name ${body.name} is already taken`);
        }
        assertNotConfusable('role', body.name, await roles.otherNames(body.id));
        const codes = orderedCodes(body.codes);
        const codesChange = codes.join() !== orderedCodes(role.codes).join();
        const holders = await roles.holders(body.id);
        // Its holders' platform is the role's: a role moves only while nobody holds it.
        if (platformChange && holders.length > 0) {
          const users = holders.length === 1 ? 'user' : 'users';
          throw new BadRequestError(
            `platformType: role ${role.name} is held by ${holders.length} ${users} and keeps its platform`,
          );
        }
        // Nobody changes their own codes: another manager does (issue: no self-granted access).
        if (codesChange && holders.includes(principal.user.id)) {
          throw new BadRequestError(`You cannot change the codes of role ${role.name}: you hold it`);
        }
        await keepingAnAdministrator(
          tx,
          async (ids) =>
            `codes must keep ${ADMIN_CODES_TEXT}: role ${role.name} makes ${(await deps.userNames(tx, ids)).join(', ')} the last administrator`,
          () => roles.update(body.id, { name: body.name, codes, platformType }),
        );
        if (codesChange) await signOut(holders);
      });
    },

    /** Refused while anybody holds the role. */
    delete(principal: Principal, id: number): Promise<void> {
      const scope = grantScopeOf(principal);
      return administer(deps.db, deps.sessions, async ({ tx }) => {
        const roles = createRolesRepository(tx);
        const role = await existing(roles, scope, id);
        const holders = await roles.holders(id);
        await keepingAnAdministrator(
          tx,
          async (ids) =>
            `Role ${role.name} makes ${(await deps.userNames(tx, ids)).join(', ')} the last administrator (${ADMIN_CODES_TEXT}) and cannot be deleted`,
          () => roles.delete(id),
        );
        if (holders.length > 0) {
          const users = holders.length === 1 ? 'user' : 'users';
          throw new BadRequestError(`Role ${role.name} is held by ${holders.length} ${users}`);
        }
      });
    },
  };
}
