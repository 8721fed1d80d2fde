import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * Characters that make a spreadsheet read a text cell as a formula (= + - @), or that can hide one
 * in front of it (tab, carriage return). Every text cell of every export goes through one of the two
 * functions below, so a passenger named "=HYPERLINK(…)" stays text (OWASP "CSV injection").
 */
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];

/**
 * The code points a cell may start with to be neutralised: those above and every character Unicode's
 * compatibility folding (NFKC, `toNfkc` of the contract) turns into one of them, since a spreadsheet
 * (or an IME, or a later clean-up) may fold them too: full-width ＝ ＋ － ＠, small ﹦ ﹢ ﹣ ﹫, super-
 * and subscript ⁼ ⁺ ₌ ₊, ⩵ ⩶, ﬩. No character folds to a tab or a carriage return; none outside the
 * Basic Multilingual Plane folds to any of them (spreadsheet-cells.test.ts checks every code point).
 */
export const FORMULA_CODE_POINTS: readonly number[] = (() => {
  const codes: number[] = [];
  for (let code = 0; code <= 0xffff; code++) {
    if (code >= 0xd800 && code <= 0xdfff) continue;
    if (FORMULA_STARTS.includes(String.fromCharCode(code).normalize('NFKC').charAt(0))) codes.push(code);
  }
  return codes;
})();

const FORMULA_CODES: ReadonlySet<number> = new Set(FORMULA_CODE_POINTS);

/** The text a spreadsheet shows as written: a leading quote marks it as text; other values pass. */
export function neutraliseCell<T>(value: T): T | string {
  if (typeof value !== 'string' || !FORMULA_CODES.has(value.charCodeAt(0))) return value;
  return `'${value}`;
}

/** The first characters' code points, for SQL's `ascii()` (0 for an empty text). */
const formulaCodesSql = sql.raw(FORMULA_CODE_POINTS.join(', '));

/**
 * The same rule in SQL, for exports the database writes itself (CSV by COPY), and an empty text as
 * NULL, which COPY writes as an empty field (it would quote a real empty string as ""). `ascii()` reads
 * the first character without building a text, the cheapest test per cell (decision 0036): in a UTF8
 * database it is the first character's code point, full-width ones included.
 */
export function neutralisedText(text: SQLWrapper): SQL {
  return sql`case when ascii(${text}) in (${formulaCodesSql}) then '''' || ${text} else nullif(${text}, '') end`;
}
