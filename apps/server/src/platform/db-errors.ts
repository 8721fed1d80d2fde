const UNIQUE_VIOLATION = '23505';

/** A write refused by a unique index (PostgreSQL's code, also under drizzle's wrapping `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ('code' in current && current.code === UNIQUE_VIOLATION) return true;
  }
  return false;
}
