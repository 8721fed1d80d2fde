import { centsToDecimal, toCents } from '../../platform/money';
import { instantOfWallClock, wallClockAt } from '../../platform/time';

/**
 * When the void window of a ticket issued at `issuedAt` closes (docs/decisions/0025): with 0 hours,
 * at the next midnight of the business time zone (the end of the business day of issue); otherwise
 * that many hours after the issue.
 */
export function voidWindowEnd(issuedAt: Date, timeZone: string, hours: number): Date {
  if (hours > 0) return new Date(issuedAt.getTime() + hours * 3_600_000);
  const wall = new Date(wallClockAt(issuedAt.getTime(), timeZone));
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
