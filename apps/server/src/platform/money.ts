import { amountText, centsToDecimal, isDecimalAmount, toCents } from '@ota/contract';
import { BadRequestError } from './errors';

// Amounts travel between SQL numeric(14,2) and here as decimal strings; arithmetic stays in SQL
// or in integer cents (the contract's toCents) so no float ever adds money.
export { amountText, centsToDecimal, isDecimalAmount, toCents };

/** '1234.5' → '1,234.50' (spec section 9: 2 decimals with thousands separators). */
export function formatAmount(amount: string): string {
  const [whole = '0', fraction = '00'] = centsToDecimal(toCents(amount)).split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  return `${negative ? '-' : ''}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction}`;
}

export function formatMoney(amount: string, currency: string): string {
  return `${formatAmount(amount)} ${currency}`;
}

/** A numeric(14,2) value as a JSON number: at most 2 decimals and 15 significant digits, so exact. */
export function toJsonAmount(amount: string): number {
  // Number() of a checked decimal is the same double as a round trip through cents, without the two
  // BigInt conversions per amount (an order page converts 180 amounts per call); `|| 0` keeps -0 out.
  if (!isDecimalAmount(amount.trim())) throw new RangeError(`'${amount}' is not a decimal amount`);
  return Number(amount) || 0;
}

/** The largest amount a numeric(14,2) column holds, in cents. */
const COLUMN_LIMIT = 10n ** 14n;

/**
 * Refuses, naming the field, an amount its numeric(14,2) column cannot hold: a figure a call computed
 * (a quote plus a fee) is checked before it is written, so it answers 400 and not the database's 500.
 */
export function checkColumnAmount(field: string, amount: string | null | undefined): void {
  if (amount === null || amount === undefined) return;
  const cents = toCents(amount);
  if (cents >= COLUMN_LIMIT || cents <= -COLUMN_LIMIT)
    throw new BadRequestError(`${field} must be at most ${centsToDecimal(COLUMN_LIMIT - 1n)}`);
}
