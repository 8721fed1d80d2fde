import { loginForm } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { ok } from '../../platform/envelope';
import { parseInput } from '../../platform/validation';
import { createAuthService } from './auth.service';

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const auth = createAuthService({ db: app.db, sessions: app.sessions, throttle: app.config.login });

  app.post('/login', { config: { access: 'public' } }, async (request) => {
    return ok(await auth.login(parseInput(loginForm, request.body), request.ip));
  });

  app.post('/logout', { config: { access: 'signedIn', tokenInQuery: true } }, async (request) => {
    await auth.logout(requirePrincipal(request));
    return ok(null);
  });
}
