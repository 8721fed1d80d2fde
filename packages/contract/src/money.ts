// Amounts travel as decimal strings (SQL numeric(14,2), the console's API) or as JSON numbers (the
// wrapper protocol); they are compared and summed in integer cents, so no float ever adds money.
const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

export function isDecimalAmount(value: string): boolean {
  return DECIMAL.test(value);
}

/** '1234.5' → 123450n, exactly; anything but a decimal with at most 2 decimals is a RangeError. */
export function toCents(amount: string): bigint {
  const match = DECIMAL.exec(amount.trim());
  if (!match) throw new RangeError(`'${amount}' is not a decimal amount`);
  const [, sign, whole, fraction = ''] = match;
  const cents = BigInt(whole ?? '0') * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

export function centsToDecimal(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const fraction = (abs % 100n).toString().padStart(2, '0');
  return `${negative ? '-' : ''}${abs / 100n}.${fraction}`;
}

/**
 * A wrapper protocol amount (a JSON number with at most 2 decimals, float noise of a sum rounded
 * away) as the console's decimal text, which toCents reads: `toCents(amountText(fare.total))`.
 */
export function amountText(amount: number): string {
  return centsToDecimal(BigInt(Math.round(amount * 100)));
}
