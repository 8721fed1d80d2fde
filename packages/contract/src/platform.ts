/** platformType 1 is onefly, 2 is edreams; a user without one sees every platform. */
export const PlatformType = { ONEFLY: 1, EDREAMS: 2 } as const;
export type PlatformTypeValue = (typeof PlatformType)[keyof typeof PlatformType];

/** The platforms' brand names, the same in every language. */
export const PLATFORM_NAMES: Record<number, string> = { 1: 'onefly', 2: 'edreams' };

/** Order path prefix of a user's platform (spec section 7, Orders). */
export function orderPathPrefix(platformType: number | null | undefined): '' | '/onefly' | '/edreams' {
  if (platformType === PlatformType.ONEFLY) return '/onefly';
  if (platformType === PlatformType.EDREAMS) return '/edreams';
  return '';
}

/** The balance display is hidden for platformType 2 (spec section 6). */
export function showsBalance(platformType: number | null | undefined): boolean {
  return platformType !== PlatformType.EDREAMS;
}
