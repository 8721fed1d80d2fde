import { centsToDecimal, toCents } from '../../platform/money';

const parts = new Map<string, Intl.DateTimeFormat>();

function wallClock(at: number, timeZone: string): number {
  let format = parts.get(timeZone);
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
    parts.set(timeZone, format);
  }
  const p: Record<string, number> = {};
  for (const part of format.formatToParts(new Date(at))) p[part.type] = Number(part.value);
  return Date.UTC(p.year ?? 0, (p.month ?? 1) - 1, p.day ?? 1, p.hour ?? 0, p.minute ?? 0, p.second ?? 0);
}

/** The instant the business wall clock reads `wall` (UTC fields of `wall`), daylight saving included. */
function instantOfWallClock(wall: number, timeZone: string): number {
  let guess = wall - (wallClock(wall, timeZone) - wall);
  // Once more at the guess: the offset there is the one that counts across a change of offset.
  guess = wall - (wallClock(guess, timeZone) - guess);
  return guess;
}

/**
 * When the void window of a ticket issued at `issuedAt` closes (docs/decisions/0025): with 0 hours,
 * at the next midnight of the business time zone (the end of the business day of issue); otherwise
 * that many hours after the issue.
 */
export function voidWindowEnd(issuedAt: Date, timeZone: string, hours: number): Date {
  if (hours > 0) return new Date(issuedAt.getTime() + hours * 3_600_000);
  const wall = new Date(wallClock(issuedAt.getTime(), timeZone));
  const nextMidnight = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + 1);
  return new Date(instantOfWallClock(nextMidnight, timeZone));
}

/**
 * What one ticket of the order cost: the payment shared equally among its passengers, the cents
 * left over going to the first (so the shares add up to the payment).
 */
export function ticketShare(amount: string, passengerCount: number, index: number): string {
  const total = toCents(amount);
  const count = BigInt(Math.max(passengerCount, 1));
  const share = total / count;
  return centsToDecimal(index === 0 ? share + (total - share * count) : share);
}
