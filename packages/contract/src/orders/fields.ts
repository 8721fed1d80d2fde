import { z } from 'zod';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME_RE = /^(\d{4})-(\d{2})-(\d{2})(?: ([01]\d|2[0-3]):([0-5]\d):([0-5]\d))?$/;

function isCalendarDay(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** 'YYYY-MM-DD' naming a real day. */
export function isIsoDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  return m !== null && isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** 'YYYY-MM-DD' or 'YYYY-MM-DD HH:mm:ss' naming a real day. */
export function isIsoDateOrDateTime(value: string): boolean {
  const m = DATE_TIME_RE.exec(value);
  return m !== null && isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** 'YYYYMMDD' naming a real day (passenger birthdays). */
export function isCompactDate(value: string): boolean {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(value);
  return m !== null && isCalendarDay(Number(m[1]), Number(m[2]), Number(m[3]));
}

/** Query strings send '' for an empty input: treat it as absent. */
export const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const optionalText = (field: string, max: number) =>
  z.preprocess(
    blankToUndefined,
    z.string().trim().max(max, `${field} must be at most ${max} characters`).optional(),
  );

export const optionalDate = (field: string) =>
  z.preprocess(
    blankToUndefined,
    z.string().trim().refine(isIsoDate, `${field} must be a date YYYY-MM-DD`).optional(),
  );

/** '12' → ['12'], 'A,B' → ['A', 'B'], repeated params arrive as an array already. */
export const listOf = (value: unknown) => {
  if (value === undefined || value === null || value === '') return undefined;
  const items = Array.isArray(value) ? value : [value];
  const parts = items.flatMap((item) => (typeof item === 'string' ? item.split(',') : [item]));
  const kept = parts.map((part) => (typeof part === 'string' ? part.trim() : part)).filter((p) => p !== '');
  return kept.length > 0 ? kept : undefined;
};

/** An order number as the console shows it: letters and digits, case ignored. */
export const orderNoField = z
  .string({ error: 'orderNo is required' })
  .trim()
  .min(1, 'orderNo is required')
  .max(32, 'orderNo must be at most 32 characters')
  .regex(/^[A-Za-z0-9]+$/, 'orderNo must hold only letters and digits')
  .transform((value) => value.toUpperCase());

/** Whole days from `start` to `end` (both 'YYYY-MM-DD'). */
export function daysBetween(start: string, end: string): number {
  return Math.round(
    (Date.parse(`${end.slice(0, 10)}T00:00:00Z`) - Date.parse(`${start.slice(0, 10)}T00:00:00Z`)) /
      86_400_000,
  );
}

/** 'passengers[0].name' from ['passengers', 0, 'name']. */
export function fieldPath(path: readonly PropertyKey[] | undefined, fallback: string): string {
  if (!path || path.length === 0) return fallback;
  return path
    .map((part) => (typeof part === 'number' ? `[${part}]` : String(part)))
    .join('.')
    .replace(/\.\[/g, '[');
}

/** A message naming the field by its full path, so a rule of a list item says which item it is. */
export const named =
  (field: string, text: string) =>
  (issue: { path?: readonly PropertyKey[] }): string =>
    `${fieldPath(issue.path, field)} ${text}`;
