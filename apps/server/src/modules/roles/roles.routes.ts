import { roleCalls } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { routeCall } from '../../platform/declared-call';
import { createRolesService, type RolesDeps } from './roles.service';

/** The calls are declared in the contract (roleCalls, decision 0043): paths, access, input, answer. */
export async function rolesRoutes(app: FastifyInstance, users: Pick<RolesDeps, 'userNames'>): Promise<void> {
  const roles = createRolesService({ db: app.db, sessions: app.sessions, userNames: users.userNames });

  routeCall(app, roleCalls.list, (form, request) => roles.list(requirePrincipal(request), form.id));
  routeCall(app, roleCalls.add, (body, request) => roles.add(requirePrincipal(request), body));
  routeCall(app, roleCalls.edit, async (body, request) => {
    await roles.edit(requirePrincipal(request), body);
    return null;
  });
  routeCall(app, roleCalls.remove, async (form, request) => {
    await roles.delete(requirePrincipal(request), form.id);
    return null;
  });
}
