import { API_BASE, isPermissionCode } from '@ota/contract';
import type { FastifyContextConfig, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ForbiddenError } from './errors';
import { isAllowed, type Access, type Principal } from './permissions';

function isApiPath(url: string): boolean {
  return url === API_BASE || url.startsWith(`${API_BASE}/`);
}

function checkDeclared(method: string, url: string, access: Access | undefined): void {
  const where = `${method} ${url}`;
  if (access === undefined) {
    throw new Error(`${where} declares no access: add config.access ('public', 'signedIn' or { anyOf })`);
  }
  if (typeof access === 'object' && (access.anyOf.length === 0 || !access.anyOf.every(isPermissionCode))) {
    throw new Error(`${where} declares access.anyOf without valid permission codes`);
  }
}

/**
 * Every API call comes from its declaration in the contract (decision 0043), or says why it is not a
 * call (a page, the OpenAPI document itself). HEAD copies of GET routes share the GET's config.
 */
function checkFromContract(method: string, url: string, config: FastifyContextConfig | undefined): void {
  if (config?.declared === true || typeof config?.undeclared === 'string') return;
  if (method === 'HEAD') return;
  throw new Error(
    `${method} ${url} is not declared: declare it in packages/contract/src/calls and register it with routeCall`,
  );
}

function readToken(request: FastifyRequest, fromQuery: boolean): string | undefined {
  if (fromQuery) {
    const query = request.query as Record<string, unknown> | undefined;
    const token = query?.token ?? query?.['X-Token'];
    if (typeof token === 'string' && token) return token;
  }
  const header = request.headers['x-token'];
  return typeof header === 'string' && header ? header : undefined;
}

/**
 * Every API route says who may call it (the app refuses to start otherwise); a guard added to
 * each such route resolves the token and refuses with HTTP 403 before the body is even read.
 */
export const accessControl = fp(
  async (app) => {
    app.decorateRequest('principal', null);

    app.addHook('onRoute', (route) => {
      const access = route.config?.access;
      if (isApiPath(route.url)) {
        const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
        checkDeclared(methods, route.url, access);
        checkFromContract(methods, route.url, route.config);
      }
      if (!access) return;
      const fromQuery = route.config?.tokenInQuery === true;
      const writes = route.config?.writes === true;
      // A callback hook: a read whose session this process holds is admitted without a promise.
      const guard = (request: FastifyRequest, _reply: FastifyReply, done: (error?: Error) => void) => {
        const admit = (principal: Principal | null) => {
          request.principal = principal;
          done(isAllowed(access, principal) ? undefined : new ForbiddenError());
        };
        const token = readToken(request, fromQuery);
        if (!token) return admit(null);
        // A read may use this process's cached copy; a write always asks the database.
        const fresh = writes || (request.method !== 'GET' && request.method !== 'HEAD');
        const cached = fresh ? undefined : app.sessions.cached(token);
        if (cached) return admit(cached);
        app.sessions.resolve(token, { fresh }).then(admit, done);
      };
      const own = route.onRequest;
      route.onRequest = own ? [guard, ...(Array.isArray(own) ? own : [own])] : [guard];
    });
  },
  { name: 'access-control', dependencies: ['context'] },
);

/** The principal of a route declared 'signedIn' or { anyOf }. */
export function requirePrincipal(request: FastifyRequest): Principal {
  if (!request.principal) throw new ForbiddenError();
  return request.principal;
}
