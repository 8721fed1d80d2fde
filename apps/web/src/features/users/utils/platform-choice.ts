import { PlatformType } from '@ota/contract';

/** The platform field of the user form: a select cannot hold null, so "none" is a value of its own. */
export const PLATFORM_CHOICES = ['onefly', 'edreams', 'none'] as const;
export type PlatformChoice = (typeof PLATFORM_CHOICES)[number];

export function toPlatformChoice(platformType: number | null | undefined): PlatformChoice {
  if (platformType === PlatformType.ONEFLY) return 'onefly';
  if (platformType === PlatformType.EDREAMS) return 'edreams';
  return 'none';
}

export function fromPlatformChoice(choice: PlatformChoice): 1 | 2 | null {
  if (choice === 'onefly') return PlatformType.ONEFLY;
  if (choice === 'edreams') return PlatformType.EDREAMS;
  return null;
}
