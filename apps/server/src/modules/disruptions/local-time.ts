/** Adds minutes to an airport-local 'YYYY-MM-DD HH:mm:ss' (wall-clock arithmetic, no zone). */
export function shiftLocal(text: string, minutes: number): string {
  const ms = Date.parse(`${text.replace(' ', 'T')}Z`) + minutes * 60_000;
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** Minutes from one airport-local time to another. */
export function minutesBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to.replace(' ', 'T')}Z`) - Date.parse(`${from.replace(' ', 'T')}Z`)) / 60_000,
  );
}
