import type { PermissionCode, SessionUser } from '@ota/contract';
import type {} from 'fastify';

/** What a call needs: nothing, a session, or a session holding one of the codes. */
export type Access = 'public' | 'signedIn' | { anyOf: readonly PermissionCode[] };

/** The signed-in user a request acts for. */
export interface Principal {
  user: SessionUser;
  codes: ReadonlySet<PermissionCode>;
  platformType: number | null;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Required on every /prod-api route: the app refuses to start without it. */
    access?: Access;
    /** Also read the token from the query (`token`): only logout, whose client sends it as params. */
    tokenInQuery?: boolean;
    /** A GET that changes data (the spec names some): its session is checked in the database too. */
    writes?: boolean;
    /** Set by routeCall: the route comes from its declaration in the contract (decision 0043). */
    declared?: boolean;
    /** Why an API route is not a declared call (a page, the OpenAPI document itself). */
    undeclared?: string;
    /** The body is a file's stream (routeUpload): the input guard leaves it to the handler. */
    fileBody?: boolean;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

export function isAllowed(access: Access, principal: Principal | null): boolean {
  if (access === 'public') return true;
  if (!principal) return false;
  if (access === 'signedIn') return true;
  return access.anyOf.some((code) => principal.codes.has(code));
}
