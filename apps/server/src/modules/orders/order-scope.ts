import { PlatformType } from '@ota/contract';
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
