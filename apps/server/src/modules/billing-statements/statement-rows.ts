import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import type { Readable } from 'node:stream';

/** A row of a statement file as text cells, with the line number a spreadsheet would show (heading: 1). */
export interface FileRow {
  lineNo: number;
  cells: string[];
}

export type StatementFileType = 'csv' | 'xlsx';

/** The CSV's rows: RFC 4180, UTF-8 with or without a byte-order mark, LF or CRLF. */
async function* csvRows(stream: Readable): AsyncGenerator<FileRow> {
  const parser = stream.pipe(
    parse({ bom: true, relax_column_count: true, skip_empty_lines: false, trim: false, info: true }),
  );
  for await (const record of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
    // info.lines is the line the record ends on: a quoted line break makes a record span lines.
    yield { lineNo: record.info.lines, cells: record.record };
  }
}

/** A cell as the layout reads it: dates as YYYY-MM-DD, numbers as their shortest decimal text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    return '';
  }
  return String(value);
}

/** The first worksheet's rows, read as a stream (the workbook is never held whole). */
async function* xlsxRows(stream: Readable): AsyncGenerator<FileRow> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(stream, {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  });
  for await (const worksheet of workbook) {
    for await (const row of worksheet as AsyncIterable<ExcelJS.Row>) {
      // row.values is 1-based: index 0 is always empty.
      const values = (row.values as ExcelJS.CellValue[]).slice(1);
      yield { lineNo: row.number, cells: Array.from(values, cellText) };
    }
    // Only the first worksheet is the statement; the rest of the file is drained, not read.
    break;
  }
}

export function statementRows(stream: Readable, type: StatementFileType): AsyncGenerator<FileRow> {
  return type === 'csv' ? csvRows(stream) : xlsxRows(stream);
}
