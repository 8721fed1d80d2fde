import { Permission, roleAddBody, roleDeleteForm, roleEditBody, roleSelectForm } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { parseInput } from '../../platform/validation';
import { createRolesService, type RolesDeps } from './roles.service';

export async function rolesRoutes(app: FastifyInstance, users: Pick<RolesDeps, 'userNames'>): Promise<void> {
  const roles = createRolesService({ db: app.db, sessions: app.sessions, userNames: users.userNames });
  // The user form lists roles, so the user-management codes may read them too (DESIGN section 4).
  const readRoles = { anyOf: [Permission.ROLES, Permission.USERS, Permission.LIMITED_USERS] };
  const manageRoles = { anyOf: [Permission.ROLES] };

  app.post('/role/selectAllOrId', { config: { access: readRoles } }, async (request) => {
    const { id } = parseInput(roleSelectForm, request.body);
    return ok(await roles.list(requirePrincipal(request), id));
  });

  app.post('/role/addRole', { config: { access: manageRoles } }, async (request) => {
    return ok(await roles.add(requirePrincipal(request), parseInput(roleAddBody, request.body)));
  });

  app.post('/role/editRole', { config: { access: manageRoles } }, async (request) => {
    await roles.edit(requirePrincipal(request), parseInput(roleEditBody, request.body));
    return ok(null);
  });

  app.post('/role/delRole', { config: { access: manageRoles } }, async (request) => {
    await roles.delete(requirePrincipal(request), parseInput(roleDeleteForm, request.body).id);
    return ok(null);
  });
}
