/** Up to 12 digits before the point and 2 after it: what numeric(14,2) and the server take. */
const DECIMAL_AMOUNT = /^-?\d{1,12}(?:\.\d{1,2})?$/;

export type AmountProblem = 'required' | 'invalid' | 'negative' | 'zero';

/**
 * Why an amount typed in a form is refused, or null. `signed` amounts (adjustments) may be negative
 * but not zero; unsigned ones (thresholds) may be zero but not negative.
 */
export function amountProblem(
  value: string | number | null | undefined,
  signed: boolean,
): AmountProblem | null {
  const text = value === null || value === undefined ? '' : String(value).trim();
  if (text === '') return 'required';
  if (!DECIMAL_AMOUNT.test(text)) return 'invalid';
  if (signed) return /[1-9]/.test(text) ? null : 'zero';
  return text.startsWith('-') ? 'negative' : null;
}

/** The JSON number of a checked decimal string: exact, since it has at most 14 significant digits. */
export function amountNumber(value: string | number): number {
  return Number(String(value).trim());
}
