import type { z } from 'zod';

/** 'passengers.adults', 'segments[0].origin'. */
function pathText(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text ? `${text}.${String(key)}` : String(key);
  }, '');
}

function leafName(path: readonly PropertyKey[] | undefined): string {
  const leaf = [...(path ?? [])].reverse().find((key) => typeof key === 'string');
  return typeof leaf === 'string' ? leaf : 'body';
}

/**
 * Schema messages name their own field ('adults must be at least 1'); this widens the name to the full
 * path so a nested or repeated field is still unambiguous ('passengers.adults must be at least 1').
 */
export function describeWrapperIssue(issue: z.core.$ZodIssue): string {
  const path = pathText(issue.path);
  if (!path) return issue.message;
  const leaf = leafName(issue.path);
  if (issue.message.startsWith(`${leaf} `)) return path + issue.message.slice(leaf.length);
  return `${path}: ${issue.message}`;
}

export function describeWrapperIssues(error: z.ZodError, max = 3): string {
  const shown = error.issues.slice(0, max).map(describeWrapperIssue);
  const more = error.issues.length - shown.length;
  return more > 0 ? `${shown.join('; ')} (and ${more} more)` : shown.join('; ');
}

/** Replaces zod's generic type messages with ones that name the field. */
export const wrapperErrorMap: z.core.$ZodErrorMap = (issue) => {
  if (issue.code !== 'invalid_type') return undefined;
  const leaf = leafName(issue.path);
  if (issue.input === undefined) return `${leaf} is required`;
  return `${leaf} must be ${issue.expected === 'array' || issue.expected === 'object' ? 'an' : 'a'} ${issue.expected}`;
};

export type WrapperParseResult<T> = { ok: true; value: T } | { ok: false; message: string };

export function parseWrapperPayload<S extends z.ZodType>(
  schema: S,
  data: unknown,
): WrapperParseResult<z.output<S>> {
  const result = schema.safeParse(data, { error: wrapperErrorMap });
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, message: describeWrapperIssues(result.error) };
}
