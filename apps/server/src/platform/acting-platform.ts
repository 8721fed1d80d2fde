import { BadRequestError } from './errors';

/**
 * The platform a write acts for: one's own, or for a user without a platform the one named. Naming
 * another platform than one's own is refused rather than silently ignored.
 */
export function actingPlatform(own: number | null, requested: number | undefined): number {
  if (own === null) {
    if (requested === undefined)
      throw new BadRequestError('platformType is required for a user without a platform');
    return requested;
  }
  if (requested !== undefined && requested !== own) {
    throw new BadRequestError(`platformType must be your own platform (${own})`);
  }
  return own;
}
