import { sql, type SQL } from 'drizzle-orm';

/**
 * Characters that make a spreadsheet read a text cell as a formula (= + - @), or that can hide one
 * in front of it (tab, carriage return). Every text cell of every export goes through one of the two
 * functions below, so a passenger named "=HYPERLINK(…)" stays text (OWASP "CSV injection").
 */
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];

/** The text a spreadsheet shows as written: a leading quote marks it as text; other values pass. */
export function neutraliseCell<T>(value: T): T | string {
  if (typeof value !== 'string' || !FORMULA_STARTS.includes(value.charAt(0))) return value;
  return `'${value}`;
}

/** The list of first characters as SQL literals (COPY takes no bind parameters). */
const formulaStartsSql = sql.raw(`'=', '+', '-', '@', chr(9), chr(13)`);

/** The same rule in SQL, for exports the database writes itself (CSV by COPY). */
export function neutralisedText(text: SQL): SQL {
  return sql`case when left(${text}, 1) in (${formulaStartsSql}) then '''' || ${text} else ${text} end`;
}
