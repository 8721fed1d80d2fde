const moneyFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isFinite(number) ? number : null;
}

/** 12345.678 → '12,345.68' (2 decimals, thousands separators); '' when not a number. */
export function formatAmount(value: number | string | null | undefined): string {
  const number = toNumber(value);
  return number === null ? '' : moneyFormat.format(number);
}

/** 12345.67, 'EUR' → '12,345.67 EUR' (spec section 9); '' when not a number. */
export function formatMoney(value: number | string | null | undefined, currency?: string | null): string {
  const amount = formatAmount(value);
  if (!amount) return '';
  return currency ? `${amount} ${currency}` : amount;
}

/** Passenger birthdays arrive as YYYYMMDD and are shown as YYYY-MM-DD; anything else is left as is. */
export function formatBirthday(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value).trim();
  const match = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  return match ? `${match[1]}-${match[2]}-${match[3]}` : text;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Local date-time as YYYY-MM-DD HH:mm:ss (the API's date-time format). */
export function formatDateTime(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** A screen shows every date-time at one precision, so its times read alike. */
export type DateTimePrecision = 'minute' | 'second';

/**
 * An API date-time ('YYYY-MM-DD HH:mm:ss', a wrapper's 'YYYY-MM-DD HH:mm', or ISO with a T) at the screen's
 * precision: 'YYYY-MM-DD HH:mm' or 'YYYY-MM-DD HH:mm:ss'; '' when absent, anything else left as is.
 */
export function formatApiDateTime(value: string | null | undefined, precision: DateTimePrecision): string {
  if (!value) return '';
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?/.exec(value.trim());
  if (!match) return value;
  const [, date, minutes, seconds] = match;
  return precision === 'minute' ? `${date} ${minutes}` : `${date} ${minutes}${seconds ?? ':00'}`;
}
