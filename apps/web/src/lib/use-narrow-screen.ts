import { useMediaQuery } from './use-media-query';

/**
 * Under antd's md breakpoint (768 px) a list folds its filters and tightens its tables: a phone held
 * upright. A tablet (and the 800 px of a small window) keeps the desktop filters.
 */
export const NARROW_SCREEN_QUERY = '(max-width: 767.98px)';

/** True while the window is phone-narrow; follows rotation and resizing. */
export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_SCREEN_QUERY);
}
