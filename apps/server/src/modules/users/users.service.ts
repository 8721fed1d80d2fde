import type { UserAddBody, UserModBody, UserPage, UserPageQuery, UserRow } from '@ota/contract';
import type { Database } from '../../platform/db';
import { assertNotConfusable } from '../../platform/confusables';
import { BadRequestError } from '../../platform/errors';
import { pageOffset } from '../../platform/pagination';
import { hashPassword } from '../../platform/passwords';
import type { Principal } from '../../platform/permissions';
import type { SessionStore } from '../../platform/sessions';
import { formatDateTime } from '../../platform/time';
import { administer } from '../../platform/administration';
import { keepingAnAdministrator, roleDirectory } from '../roles';
import {
  assertInsideWall,
  assertMayGivePlatform,
  assertMayManage,
  assertNotSelf,
  grantScopeOf,
  platformWall,
} from '../../platform/grant-scope';
import { createUsersRepository, type UserListRow, type UsersRepository } from './users.repository';

export interface UsersDeps {
  db: Database;
  sessions: SessionStore;
  timeZone: string;
}

/** The user with their codes, or a refusal naming the id. */
export async function existingUser(users: UsersRepository, id: number) {
  const user = await users.find(id);
  if (!user) throw new BadRequestError(`User ${id} does not exist`);
  return { ...user, codes: await users.codesOf(id) };
}

const nameTaken = (name: string) => new BadRequestError(`User name ${name} is already taken`);

export function createUsersService(deps: UsersDeps) {
  const reader = createUsersRepository(deps.db);

  const toRow = (row: UserListRow): UserRow => ({
    id: row.id,
    name: row.name,
    phone: row.phone ?? '',
    email: row.email ?? '',
    roleName: row.roleName,
    roleIds: row.roleIds,
    platformType: row.platformType,
    createdTime: formatDateTime(row.createdTime, deps.timeZone),
  });

  return {
    async page(principal: Principal, query: UserPageQuery): Promise<UserPage> {
      const platformType = platformWall(grantScopeOf(principal));
      const { rows, total } = await reader.page(
        { name: query.name, phone: query.phone, platformType },
        pageOffset(query),
        query.pageSize,
        { field: query.sortField, order: query.sortOrder },
      );
      return { pageData: { list: rows.map(toRow), total } };
    },

    /** The client reads the first item of pageData.list; an unknown id gives an empty list. */
    async details(principal: Principal, id: number): Promise<UserPage> {
      const platformType = platformWall(grantScopeOf(principal));
      const { rows } = await reader.page({ id, platformType }, 0, 1);
      return { pageData: { list: rows.map(toRow), total: rows.length } };
    },

    /** Answers the new user's id; its roles follow through userRole/add. */
    async add(principal: Principal, body: UserAddBody): Promise<number> {
      const scope = grantScopeOf(principal);
      const platformType = body.platformType === undefined ? principal.platformType : body.platformType;
      assertMayGivePlatform(scope, platformType);
      const passwordHash = await hashPassword(body.password);
      return administer(deps.db, deps.sessions, async ({ tx }) => {
        const users = createUsersRepository(tx);
        if (await users.nameTaken(body.name)) throw nameTaken(body.name);
        assertNotConfusable('user', body.name, await users.otherNames());
        return users.insert({
          name: body.name,
          passwordHash,
          phone: body.phone,
          email: body.email,
          platformType,
          domain: (await users.domainOf(platformType)) ?? principal.user.domain,
        });
      });
    },

    /** A new password or platform signs the user out everywhere. */
    async modify(principal: Principal, body: UserModBody): Promise<void> {
      const scope = grantScopeOf(principal);
      const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password);
      await administer(deps.db, deps.sessions, async ({ tx, signOut, refresh }) => {
        const users = createUsersRepository(tx);
        const user = await existingUser(users, body.id);
        assertInsideWall(scope, user);
        assertMayManage(scope, user);
        const platformType = body.platformType === undefined ? user.platformType : body.platformType;
        const platformChanged = platformType !== user.platformType;
        if (platformChanged) {
          assertNotSelf(scope, user.id, 'platform');
          assertMayGivePlatform(scope, platformType);
          // A platform's role is held only by its users (decision 0039): the roles go first.
          const held = await roleDirectory(tx).findMany(await users.roleIdsOf(user.id));
          const misfit = held.find(
            (role) => role.platformType !== null && role.platformType !== platformType,
          );
          if (misfit) {
            throw new BadRequestError(
              `platformType: user ${user.name} holds role ${misfit.name} of platform ${misfit.platformType}`,
            );
          }
        }
        if (await users.nameTaken(body.name, body.id)) throw nameTaken(body.name);
        assertNotConfusable('user', body.name, await users.otherNames(body.id));
        await users.update(body.id, {
          name: body.name,
          phone: body.phone,
          email: body.email,
          ...(passwordHash === undefined ? {} : { passwordHash }),
          ...(platformChanged
            ? { platformType, domain: (await users.domainOf(platformType)) ?? principal.user.domain }
            : {}),
        });
        if (passwordHash !== undefined || platformChanged) await signOut([body.id]);
        // A live session keeps its principal, whose user name may just have changed.
        else refresh([body.id]);
      });
    },

    async delete(principal: Principal, id: number): Promise<void> {
      if (id === principal.user.id) throw new BadRequestError('You cannot delete your own user');
      const scope = grantScopeOf(principal);
      await administer(deps.db, deps.sessions, async ({ tx, signOut }) => {
        const users = createUsersRepository(tx);
        const user = await existingUser(users, id);
        assertInsideWall(scope, user);
        assertMayManage(scope, user);
        await keepingAnAdministrator(
          tx,
          () => `User ${user.name} is the last administrator (1004-1 and 1004-2) and cannot be deleted`,
          () => users.delete(id),
        );
        await signOut([id]);
      });
    },
  };
}
