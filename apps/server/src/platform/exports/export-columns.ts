import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ExportTexts } from './export-texts';
import { neutraliseCell, neutralisedText } from './spreadsheet-cells';

export type Cell = string | number | null;

/** A heading: the key of the screen's column title, or a text made from the locale files. */
export type Heading = string | ((texts: ExportTexts) => string);

/** A column in one language: its heading, its .xlsx cell and, for exports the database writes, its CSV value. */
export interface BoundColumn<Row> {
  key: string;
  heading: string;
  width: number;
  /** Amounts are numbers in the .xlsx (a spreadsheet sums them) and exact decimal text in the CSV. */
  amount: boolean;
  cell: (row: Row) => Cell;
  /** The value COPY writes: text or NULL (an unquoted empty field); null when the export has no CSV. */
  csv: SQL | null;
}

/** A column of an export before the reader's language is known. */
export type ExportColumn<Row> = (texts: ExportTexts) => BoundColumn<Row>;

interface Spec<Row, Value> {
  /** Names the column for totals lines (`ExportLayout.line`). */
  key: string;
  heading: Heading;
  value: (row: Row) => Value;
  /** The same value in SQL, for the CSV by COPY. */
  sql?: SQLWrapper;
  width?: number;
}

const headingOf = (heading: Heading, texts: ExportTexts) =>
  typeof heading === 'string' ? texts.t(heading) : heading(texts);

/** Text as COPY's CSV wants it: empty as NULL (COPY would quote a real empty string), never a formula. */
const csvText = (source: SQLWrapper) => neutralisedText(sql`${source}::text`);

/** Free text (numbers, names, PNRs): never read as a formula. */
function text<Row>(spec: Spec<Row, string | null>): ExportColumn<Row> {
  return (texts) => ({
    key: spec.key,
    heading: headingOf(spec.heading, texts),
    width: spec.width ?? 20,
    amount: false,
    cell: (row) => neutraliseCell(spec.value(row)),
    csv: spec.sql ? csvText(spec.sql) : null,
  });
}

/** Money: a number in the .xlsx, numeric's exact text in the CSV ('-12.50', not a formula). */
function amount<Row>(spec: Spec<Row, string | number | null>): ExportColumn<Row> {
  return (texts) => ({
    key: spec.key,
    heading: headingOf(spec.heading, texts),
    width: spec.width ?? 12,
    amount: true,
    cell: (row) => {
      const value = spec.value(row);
      return value === null ? null : Number(value);
    },
    csv: spec.sql ? sql`${spec.sql}` : null,
  });
}

/** A machine-readable value written as it is: a date-time 'YYYY-MM-DD HH:mm:ss', a count. */
function plain<Row>(spec: Spec<Row, string | number | null>): ExportColumn<Row> {
  return (texts) => ({
    key: spec.key,
    heading: headingOf(spec.heading, texts),
    width: spec.width ?? 20,
    amount: false,
    cell: spec.value,
    csv: spec.sql ? sql`${spec.sql}` : null,
  });
}

/** The label of each code as SQL (literals: COPY takes no bind parameters); an unknown code stays itself. */
function labelSql(source: SQLWrapper, labels: Readonly<Record<string, string>>): SQL {
  const cases = Object.entries(labels).map(
    ([code, label]) => sql`when ${code} then ${String(neutraliseCell(label))}`,
  );
  // Compared in the column's own type (the literals take it): no text is built for a known code.
  return sql`case ${source} ${sql.join(cases, sql` `)} else ${csvText(source)} end`;
}

/**
 * An enum: the label the screen shows, in the reader's language, and beside it the stable code in a
 * column of its own for a machine to read ('Status' 'Ticketed', 'Status code' 'TICKETED').
 */
function labelled<Row>(
  spec: Spec<Row, string | number | null> & {
    /** The key of the labels by code ('orders.statuses'), or the labels made from the locale files. */
    labels: string | ((texts: ExportTexts) => Readonly<Record<string, string>>);
  },
): [ExportColumn<Row>, ExportColumn<Row>] {
  const label: ExportColumn<Row> = (texts) => {
    const labels = typeof spec.labels === 'string' ? texts.labels(spec.labels) : spec.labels(texts);
    return {
      key: spec.key,
      heading: headingOf(spec.heading, texts),
      width: spec.width ?? 16,
      amount: false,
      cell: (row) => {
        const value = spec.value(row);
        return value === null ? null : neutraliseCell(labels[String(value)] ?? String(value));
      },
      csv: spec.sql ? labelSql(spec.sql, labels) : null,
    };
  };
  const code: ExportColumn<Row> = (texts) => ({
    key: `${spec.key}Code`,
    heading: texts.t('common.exports.code', { column: headingOf(spec.heading, texts) }),
    width: 12,
    amount: false,
    cell: (row) => neutraliseCell(spec.value(row)),
    csv: spec.sql ? csvText(spec.sql) : null,
  });
  return [label, code];
}

/** The column builders for rows of one type: `const c = exportColumns<OrderRow>()`. */
export function exportColumns<Row>() {
  return { text: text<Row>, amount: amount<Row>, plain: plain<Row>, labelled: labelled<Row> };
}

/** '{column} (EUR)': the EUR value of a column the screen shows in the row's own currency. */
export const eurHeading =
  (key: string): Heading =>
  (texts) =>
    texts.t('common.exports.eur', { column: texts.t(key) });
