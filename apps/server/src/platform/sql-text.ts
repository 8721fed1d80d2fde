import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** An instant as 'YYYY-MM-DD HH:mm:ss' in the business time zone (formatted by the database). */
export function instantText(column: SQLWrapper, timeZone: string): SQL<string | null> {
  return sql<string | null>`to_char(${column} at time zone ${timeZone}, 'YYYY-MM-DD HH24:MI:SS')`;
}

/** An airport-local wall-clock time as 'YYYY-MM-DD HH:mm:ss'. */
export function localText(column: SQLWrapper): SQL<string | null> {
  return sql<string | null>`to_char(${column}, 'YYYY-MM-DD HH24:MI:SS')`;
}

/** `text` for a LIKE pattern, its wildcards (and the escape) taken literally. */
export const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A LIKE pattern matching `text` anywhere, its wildcards taken literally. */
export const containing = (text: string): string => `%${escapeLike(text)}%`;
