import { PlatformType } from '@ota/contract';
import type { FastifyInstance } from 'fastify';
import { requirePrincipal } from '../../platform/auth';
import { ForbiddenError } from '../../platform/errors';
import type { Principal } from '../../platform/permissions';

/** The order paths exist three times: unprefixed, /onefly and /edreams (spec section 7). */
export const ORDER_PREFIXES = ['', '/onefly', '/edreams'] as const;
export type OrderPrefix = (typeof ORDER_PREFIXES)[number];

/** The platform a path prefix names; null for the unprefixed path (every platform). */
export function prefixPlatform(prefix: OrderPrefix): number | null {
  if (prefix === '/onefly') return PlatformType.ONEFLY;
  if (prefix === '/edreams') return PlatformType.EDREAMS;
  return null;
}

/**
 * Which platform's orders a call may read: null for all. A user of a platform calls only that
 * platform's prefix; a user without a platform may call any, the prefix then narrowing to its
 * platform. Anything else is HTTP 403 (docs/decisions/0015-orders-platforms.md).
 */
export function orderScope(prefix: OrderPrefix, principal: Principal): number | null {
  const named = prefixPlatform(prefix);
  if (principal.platformType === null) return named;
  if (named === principal.platformType) return named;
  throw new ForbiddenError();
}

/**
 * Registers one prefix's routes where a user of another platform is refused (HTTP 403) before the
 * input is read, as these calls always have: the declared input is validated after this hook.
 */
export async function withinPrefix(
  app: FastifyInstance,
  prefix: OrderPrefix,
  routes: (scoped: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scoped) => {
    // A callback hook: a refusal thrown here is answered as from an async one, without a promise per call.
    scoped.addHook('preValidation', (request, _reply, done) => {
      orderScope(prefix, requirePrincipal(request));
      done();
    });
    routes(scoped);
  });
}
