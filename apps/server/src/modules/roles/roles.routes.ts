import { Permission, roleSelectForm } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../platform/envelope';
import { parseInput } from '../../platform/validation';
import { createRolesRepository } from './roles.repository';

export async function rolesRoutes(app: FastifyInstance): Promise<void> {
  const roles = createRolesRepository(app.db);
  // The user form lists roles, so the user-management codes may read them too (DESIGN section 4).
  const readRoles = { anyOf: [Permission.ROLES, Permission.USERS, Permission.LIMITED_USERS] };

  app.post('/role/selectAllOrId', { config: { access: readRoles } }, async (request) => {
    const { id } = parseInput(roleSelectForm, request.body);
    return ok(await roles.list(id));
  });
}
