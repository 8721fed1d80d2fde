import { useSyncExternalStore } from 'react';

/**
 * Under antd's md breakpoint (768 px) a list folds its filters and tightens its tables: a phone held
 * upright. A tablet (and the 800 px of a small window) keeps the desktop filters.
 */
export const NARROW_SCREEN_QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_SCREEN_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const narrowNow = () => window.matchMedia(NARROW_SCREEN_QUERY).matches;

/** True while the window is phone-narrow; follows rotation and resizing. */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, narrowNow, () => false);
}
