const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

function wallParts(at: number | Date, timeZone: string): Record<string, string> {
  const parts: Record<string, string> = {};
  for (const part of formatter(timeZone).formatToParts(at)) parts[part.type] = part.value;
  return parts;
}

/** 'YYYY-MM-DD HH:mm:ss' in the business time zone (DESIGN section 3). */
export function formatDateTime(date: Date, timeZone: string): string {
  const parts = wallParts(date, timeZone);
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/**
 * What the wall clock of `timeZone` reads at the instant `at` (epoch milliseconds), given as the
 * UTC fields of the milliseconds returned.
 */
export function wallClockAt(at: number, timeZone: string): number {
  const p = wallParts(at, timeZone);
  return Date.UTC(
    Number(p.year ?? 0),
    Number(p.month ?? 1) - 1,
    Number(p.day ?? 1),
    Number(p.hour ?? 0),
    Number(p.minute ?? 0),
    Number(p.second ?? 0),
  );
}

/**
 * The instant (epoch milliseconds) the wall clock of `timeZone` reads `wall` (the UTC fields of
 * `wall`), daylight saving included: the inverse of wallClockAt.
 */
export function instantOfWallClock(wall: number, timeZone: string): number {
  const offset = (instant: number) => wallClockAt(instant, timeZone) - instant;
  // Twice: the offset at the guess may differ from the offset at the answer around a summer-time change.
  const guess = wall - offset(wall);
  return wall - offset(guess);
}

/** The instant of a wall-clock 'YYYY-MM-DD HH:mm:ss' (or 'YYYY-MM-DD HH:mm') in `timeZone`. */
export function instantOfLocal(local: string, timeZone: string): Date {
  return new Date(instantOfWallClock(Date.parse(`${local.replace(' ', 'T')}Z`), timeZone));
}

/** The calendar day after 'YYYY-MM-DD'. */
export function nextDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
