import { formatDateTime } from '../../platform/time';

/** The wall-clock reading in tz at an instant, itself read as if it were UTC. */
function wallClockMs(tz: string, ms: number): number {
  return Date.parse(`${formatDateTime(new Date(ms), tz).replace(' ', 'T')}Z`);
}

function dateMs(date: string): number {
  return Date.parse(`${date}T00:00:00Z`);
}

/** The instant at which clocks in tz read `date` plus `minutes` past midnight. */
export function zonedToUtc(date: string, minutes: number, tz: string): number {
  const wall = dateMs(date) + minutes * 60_000;
  const firstGuess = wall - (wallClockMs(tz, wall) - wall);
  // A second pass settles the guess when a summer-time switch lies between wall and the true instant.
  return wall - (wallClockMs(tz, firstGuess) - firstGuess);
}

/** 'YYYY-MM-DD HH:mm' as read on clocks in tz. */
export function formatLocal(ms: number, tz: string): string {
  return formatDateTime(new Date(ms), tz).slice(0, 16);
}

/** 0 Sunday … 6 Saturday. */
export function weekday(date: string): number {
  return new Date(dateMs(date)).getUTCDay();
}

export function compactDate(date: string): string {
  return date.replaceAll('-', '');
}

export function expandDate(compact: string): string {
  return `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;
}
