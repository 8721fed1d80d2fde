import { sql, type SQL } from 'drizzle-orm';
import type { BoundColumn, Cell, ExportColumn } from './export-columns';
import type { ExportTexts } from './export-texts';
import type { SheetColumn } from './xlsx-writer';
import { neutraliseCell } from './spreadsheet-cells';

/** A line under the rows (a totals line): its cells by column key, amounts as exact decimal text. */
export type TrailerLine = Readonly<Record<string, string | number | null>>;

/** An export's columns in the reader's language: what both files are made of. */
export interface ExportLayout<Row> {
  texts: ExportTexts;
  headings: string[];
  sheetColumns: SheetColumn[];
  /** A row as .xlsx cells. */
  cells: (row: Row) => Cell[];
  /** COPY's select list, one value per column (every column must have its SQL). */
  csvValues: () => SQL;
  /** A trailer line as .xlsx cells (amounts as numbers) and as CSV cells (amounts as decimal text). */
  sheetLine: (line: TrailerLine) => Cell[];
  csvLine: (line: TrailerLine) => Cell[];
}

function lineOf<Row>(columns: readonly BoundColumn<Row>[], line: TrailerLine, numbers: boolean): Cell[] {
  return columns.map((column) => {
    const value = line[column.key] ?? null;
    if (value === null) return null;
    if (column.amount) return numbers ? Number(value) : value;
    return neutraliseCell(value);
  });
}

export function exportLayout<Row>(
  columns: readonly ExportColumn<Row>[],
  texts: ExportTexts,
): ExportLayout<Row> {
  const bound = columns.map((column) => column(texts));
  return {
    texts,
    headings: bound.map((column) => column.heading),
    sheetColumns: bound.map((column) => ({ header: column.heading, width: column.width })),
    cells: (row) => bound.map((column) => column.cell(row)),
    csvValues: () =>
      sql.join(
        bound.map((column) => {
          if (!column.csv) throw new Error(`the export column ${column.key} has no SQL`);
          return column.csv;
        }),
        sql`, `,
      ),
    sheetLine: (line) => lineOf(bound, line, true),
    csvLine: (line) => lineOf(bound, line, false),
  };
}
