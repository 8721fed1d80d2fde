import { Permission, userAddBody, userIdBody, userModBody, userPageQuery, userRoleBody } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { parseInput } from '../../platform/validation';
import { createUserRolesService } from './user-roles.service';
import { createUsersService } from './users.service';

export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, sessions: app.sessions, timeZone: app.config.timeZone };
  const users = createUsersService(deps);
  const userRoles = createUserRolesService(deps);
  // What a limited manager (1007-1) may do is narrowed by the services (grant-scope.ts).
  const manageUsers = { anyOf: [Permission.USERS, Permission.LIMITED_USERS] };

  app.get('/user/page/list', { config: { access: manageUsers } }, async (request) => {
    return ok(await users.page(requirePrincipal(request), parseInput(userPageQuery, request.query)));
  });

  app.post('/user/details', { config: { access: manageUsers } }, async (request) => {
    return ok(await users.details(requirePrincipal(request), parseInput(userIdBody, request.body).id));
  });

  app.post('/user/add', { config: { access: manageUsers } }, async (request) => {
    return ok(await users.add(requirePrincipal(request), parseInput(userAddBody, request.body)));
  });

  app.post('/user/mod', { config: { access: manageUsers } }, async (request) => {
    await users.modify(requirePrincipal(request), parseInput(userModBody, request.body));
    return ok(null);
  });

  app.post('/user/del', { config: { access: manageUsers } }, async (request) => {
    await users.delete(requirePrincipal(request), parseInput(userIdBody, request.body).id);
    return ok(null);
  });

  app.post('/userRole/add', { config: { access: manageUsers } }, async (request) => {
    await userRoles.add(requirePrincipal(request), parseInput(userRoleBody, request.body));
    return ok(null);
  });

  app.post('/userRole/edit', { config: { access: manageUsers } }, async (request) => {
    await userRoles.edit(requirePrincipal(request), parseInput(userRoleBody, request.body));
    return ok(null);
  });
}
