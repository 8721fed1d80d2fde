import { authCalls } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { routeCall } from '../../platform/declared-call';
import { createAuthService } from './auth.service';

/** The calls are declared in the contract (authCalls, decision 0043): paths, access, input, answer. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const auth = createAuthService({ db: app.db, sessions: app.sessions, throttle: app.config.login });

  routeCall(app, authCalls.login, (form, request) => auth.login(form, request.ip));

  // The token was read before the input (query `token` or the X-Token header): the input holds nothing more.
  routeCall(app, authCalls.logout, async (_query, request) => {
    await auth.logout(requirePrincipal(request));
    return null;
  });
}
