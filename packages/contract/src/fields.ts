import { z } from 'zod';

/** Longest text any field takes unless its call says otherwise (docs/decisions/0020). */
export const MAX_TEXT_LENGTH = 4000;

/** Fields of free text, which may hold line breaks and tabs; every other text is one line. */
export const FREE_TEXT_FIELDS = ['remark', 'reason', 'note', 'message', 'stack'] as const;

/** One spelling of each letter: full-width and compatibility forms folded (Unicode NFKC). */
export const toNfkc = (text: string) => text.normalize('NFKC');

/** Format characters (zero-width spaces and joiners, marks): nothing to see, something to hide. */
export const INVISIBLE = /\p{Cf}/u;

/** The largest id a database integer column holds. */
export const MAX_RECORD_ID = 2_147_483_647;

/** Digits only, from a form or query string: '0x10', '1e3', '+7' and true are not whole numbers. */
export const digitsAsNumber = (value: unknown) =>
  typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value) ? Number(value) : value;

/**
 * A whole number from JSON or from a form or query field ('12'), within bounds (an id by default),
 * with named-field messages.
 */
export function wholeNumber(field: string, bounds: { min?: number; max?: number } = {}) {
  const min = bounds.min ?? 1;
  const max = bounds.max ?? MAX_RECORD_ID;
  return z.preprocess(
    digitsAsNumber,
    z
      .number({
        // Anything else falls to the request's error map, which names the field by its path (roleIds[0]).
        error: (issue) => (issue.input == null || issue.input === '' ? `${field} is required` : undefined),
      })
      .int(`${field} must be a whole number`)
      .min(min, `${field} must be at least ${min}`)
      .max(max, `${field} must be at most ${max}`),
  );
}
