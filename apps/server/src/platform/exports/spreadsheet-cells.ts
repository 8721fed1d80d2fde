import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

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

/** The first characters' code points, for SQL's `ascii()` (0 for an empty text). */
const formulaCodesSql = sql.raw(FORMULA_STARTS.map((start) => start.charCodeAt(0)).join(', '));

/**
 * The same rule in SQL, for exports the database writes itself (CSV by COPY), and an empty text as
 * NULL, which COPY writes as an empty field (it would quote a real empty string as ""). `ascii()` reads
 * the first character without building a text, the cheapest test per cell (decision 0036).
 */
export function neutralisedText(text: SQLWrapper): SQL {
  return sql`case when ascii(${text}) in (${formulaCodesSql}) then '''' || ${text} else nullif(${text}, '') end`;
}
