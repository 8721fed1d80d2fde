// Amounts travel between SQL numeric(14,2) and here as decimal strings; arithmetic stays in SQL
// or in integer cents so no float ever adds money.
const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

export function isDecimalAmount(value: string): boolean {
  return DECIMAL.test(value);
}

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
