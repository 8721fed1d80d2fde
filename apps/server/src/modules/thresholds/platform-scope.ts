import { BadRequestError } from '../../platform/errors';

/** Who acts: their platform (null sees every platform) and name. */
export interface Actor {
  platformType: number | null;
  name: string;
}

/**
 * The platform whose account a write touches: one's own, or for a user without a platform the one
 * named. Naming another platform than one's own is refused rather than silently ignored.
 */
export function accountPlatform(actor: Actor, requested: number | undefined): number {
  if (actor.platformType === null) {
    if (requested === undefined)
      throw new BadRequestError('platformType is required for a user without a platform');
    return requested;
  }
  if (requested !== undefined && requested !== actor.platformType) {
    throw new BadRequestError(`platformType must be your own platform (${actor.platformType})`);
  }
  return actor.platformType;
}
