import { userCalls } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { routeCall } from '../../platform/declared-call';
import { createUserRolesService } from './user-roles.service';
import { createUsersService } from './users.service';

/**
 * The calls are declared in the contract (userCalls, decision 0043). What a limited manager (1007-1)
 * may do is narrowed by the services (grant-scope.ts).
 */
export async function usersRoutes(app: FastifyInstance): Promise<void> {
  const deps = { db: app.db, sessions: app.sessions, timeZone: app.config.timeZone };
  const users = createUsersService(deps);
  const userRoles = createUserRolesService(deps);

  routeCall(app, userCalls.page, (query, request) => users.page(requirePrincipal(request), query));
  routeCall(app, userCalls.details, (body, request) => users.details(requirePrincipal(request), body.id));
  routeCall(app, userCalls.add, (body, request) => users.add(requirePrincipal(request), body));
  routeCall(app, userCalls.modify, async (body, request) => {
    await users.modify(requirePrincipal(request), body);
    return null;
  });
  routeCall(app, userCalls.remove, async (body, request) => {
    await users.delete(requirePrincipal(request), body.id);
    return null;
  });
  routeCall(app, userCalls.addRoles, async (body, request) => {
    await userRoles.add(requirePrincipal(request), body);
    return null;
  });
  routeCall(app, userCalls.editRoles, async (body, request) => {
    await userRoles.edit(requirePrincipal(request), body);
    return null;
  });
}
