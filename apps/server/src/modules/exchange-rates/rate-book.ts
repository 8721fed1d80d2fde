import { centsToDecimal, toCents } from '../../platform/money';

/** Rates are exact: scaled by 10^8 (numeric(18,8)). */
const SCALE = 100_000_000n;
const RATE = /^(\d+)(?:\.(\d{1,8}))?$/;

export function rateUnits(rate: string): bigint {
  const match = RATE.exec(rate.trim());
  if (!match) throw new RangeError(`'${rate}' is not a rate`);
  return BigInt(match[1] ?? '0') * SCALE + BigInt((match[2] ?? '').padEnd(8, '0'));
}

/** Half away from zero, as money is rounded on paper. */
function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

export interface DayRate {
  day: string;
  currency: string;
  rate: string;
  syncedAt: string | null;
}

/**
 * The rates of some days in memory: a day without its own rate takes the latest earlier one (a weekend,
 * a day not entered yet). EUR is the base: always 1.
 */
export interface RateBook {
  /** Units of `currency` per EUR on `day`, or undefined before the first rate of that currency. */
  rateOn(currency: string, day: string): DayRate | undefined;
  /** `amount` (2 decimals) of `from` in `to` on `day`, rounded to the cent; null without both rates. */
  convert(amount: string, from: string, to: string, day: string): string | null;
}

const EUR_RATE = (day: string): DayRate => ({ day, currency: 'EUR', rate: '1', syncedAt: null });

export function rateBook(rates: readonly DayRate[]): RateBook {
  const byCurrency = new Map<string, DayRate[]>();
  for (const rate of rates) {
    const list = byCurrency.get(rate.currency) ?? [];
    list.push(rate);
    byCurrency.set(rate.currency, list);
  }
  for (const list of byCurrency.values()) list.sort((a, b) => a.day.localeCompare(b.day));

  function rateOn(currency: string, day: string): DayRate | undefined {
    if (currency === 'EUR') return EUR_RATE(day);
    const list = byCurrency.get(currency);
    if (!list) return undefined;
    // The last rate whose day is on or before `day` (binary search over the sorted days).
    let low = 0;
    let high = list.length - 1;
    let found: DayRate | undefined;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const candidate = list[middle];
      if (candidate && candidate.day <= day) {
        found = candidate;
        low = middle + 1;
      } else high = middle - 1;
    }
    return found;
  }

  return {
    rateOn,
    convert(amount, from, to, day) {
      const source = rateOn(from, day);
      const target = rateOn(to, day);
      if (!source || !target) return null;
      const cents = toCents(amount);
      return centsToDecimal(divideRounded(cents * rateUnits(target.rate), rateUnits(source.rate)));
    },
  };
}
