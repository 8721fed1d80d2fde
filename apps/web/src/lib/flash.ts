import { notify } from './notify';

/**
 * A message that outlives one page reload: left in session storage just before the reload, shown
 * once by the next start (the HTTP 403 rule clears the session and reloads; its reason must not
 * be lost with the page).
 */
const FLASH_KEY = 'flash';
/** Long enough to be read on a page that has just appeared. */
export const FLASH_SECONDS = 8;

type Level = 'error' | 'warning' | 'info' | 'success';
const LEVELS: readonly Level[] = ['error', 'warning', 'info', 'success'];

export interface Flash {
  level: Level;
  /** Translation key of the text, shown in the language of the next start. */
  key: string;
}

export function leaveFlash(flash: Flash): void {
  sessionStorage.setItem(FLASH_KEY, JSON.stringify(flash));
}

function isFlash(value: unknown): value is Flash {
  if (typeof value !== 'object' || value === null) return false;
  const { level, key } = value as Record<string, unknown>;
  return LEVELS.includes(level as Level) && typeof key === 'string' && key !== '';
}

/** The flash left behind, if any; it is gone once taken. */
export function takeFlash(): Flash | null {
  const raw = sessionStorage.getItem(FLASH_KEY);
  if (raw === null) return null;
  sessionStorage.removeItem(FLASH_KEY);
  try {
    const value: unknown = JSON.parse(raw);
    return isFlash(value) ? value : null;
  } catch {
    return null;
  }
}

/** At start: shows the flash left by the page before the reload, once. */
export function showFlash(translate: (key: string) => string): void {
  const flash = takeFlash();
  if (flash) notify[flash.level](translate(flash.key), FLASH_SECONDS);
}
