import { z } from 'zod';
import { digitsAsNumber, wholeNumber } from '../fields';

/** A form or query field left empty means absent. */
export const blankAsAbsent = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/** A positive whole number, from JSON or from a query string ('12'). */
export function positiveId(field: string) {
  return wholeNumber(field);
}

/** Amounts fit numeric(14,2): up to 12 digits before the point, at most 2 after it. */
const DECIMAL_AMOUNT = /^-?\d{1,12}(?:\.\d{1,2})?$/;

function amountText(value: unknown): unknown {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'not a number';
  return typeof value === 'string' ? value.trim() : value;
}

/**
 * A money amount sent as a JSON number (or a decimal string), read as an exact decimal string:
 * no float ever reaches the arithmetic. 1e-7 and 0.1 + 0.2 are refused, not rounded.
 */
export function decimalAmount(field: string) {
  return z.preprocess(
    amountText,
    z
      .string({
        error: (issue) => (issue.input == null ? `${field} is required` : `${field} must be a number`),
      })
      .min(1, `${field} is required`)
      .regex(DECIMAL_AMOUNT, `${field} must be a number with at most 2 decimals and 12 digits`),
  );
}

/** 1 onefly, 2 edreams (accounts exist per platform and currency). */
export const platformTypeField = z.preprocess(
  (value) => digitsAsNumber(blankAsAbsent(value)),
  z.union([z.literal(1), z.literal(2)], 'platformType must be 1 or 2').optional(),
);

/** A 3-letter ISO 4217 code; lower case is accepted and upper-cased. */
export const currencyField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
  z
    .string()
    .min(1, 'currency is required')
    .regex(/^[A-Z]{3}$/, 'currency must be a 3-letter code such as EUR'),
);

export const sortOrderField = z.preprocess(blankAsAbsent, z.enum(['ascend', 'descend']).optional());

/** One of `values`, with the named-field messages for a missing and for an unknown value. */
export function oneOf<const T extends readonly [string, ...string[]]>(field: string, values: T) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? `${field} is required`
        : `${field} must be one of ${values.join(', ')}`,
  });
}
