import { PassThrough, type Readable } from 'node:stream';
import type { Cell } from './export-columns';
import { zipWriter } from './zip-writer';

export interface SheetColumn {
  header: string;
  width: number;
}

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const DOCUMENT_RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const CONTENT_TYPES =
  `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
  '</Types>';
const ROOT_RELS =
  `${XML}<Relationships xmlns="${PACKAGE_RELS}">` +
  `<Relationship Id="rId1" Type="${DOCUMENT_RELS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS =
  `${XML}<Relationships xmlns="${PACKAGE_RELS}">` +
  `<Relationship Id="rId1" Type="${DOCUMENT_RELS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`;

/** What XML text cannot hold as it is: markup, a carriage return (read back as a line feed), controls. */
// eslint-disable-next-line no-control-regex
const UNSAFE = /[&<>"\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const UNSAFE_ALL = new RegExp(UNSAFE.source, 'g');
const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\r': '&#13;',
};
const escapeXml = (text: string) =>
  UNSAFE.test(text) ? text.replace(UNSAFE_ALL, (c) => ENTITIES[c] ?? '') : text;

const isSpace = (code: number) => code === 32 || code === 9 || code === 10 || code === 13;
/** Spaces at either end are kept only when the cell says so. */
const keepsSpaces = (text: string) =>
  text.length > 0 && (isSpace(text.charCodeAt(0)) || isSpace(text.charCodeAt(text.length - 1)));

/** Excel's sheet names: at most 31 characters, none of : \ / ? * [ ]. */
const sheetNameOf = (name: string) => name.replace(/[:\\/?*[\]]/g, ' ').slice(0, 31) || 'Sheet1';

/** 'A', …, 'Z', 'AA', …: a column's letters. */
function columnLetters(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

/** A cell with its reference (`ref`, e.g. 'C12': readers such as exceljs need it); a blank writes nothing. */
function cellXml(ref: string, value: Cell): string {
  if (value === null || (typeof value === 'number' && !Number.isFinite(value))) return '';
  if (typeof value === 'number') return `<c r="${ref}"><v>${value}</v></c>`;
  const text = escapeXml(value);
  return keepsSpaces(value)
    ? `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${text}</t></is></c>`
    : `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;
}

/** A row; the columns' letters are worked out once per file. */
function rowXml(number: number, cells: readonly Cell[], letters: readonly string[]): string {
  const n = String(number);
  let xml = `<row r="${n}">`;
  for (let i = 0; i < cells.length; i++)
    xml += cellXml((letters[i] ?? columnLetters(i)) + n, cells[i] ?? null);
  return `${xml}</row>`;
}

/** Rows per piece of XML handed to the compressor: small pieces keep the garbage small. */
const ROWS_PER_PIECE = 50;

function sheetHead(columns: readonly SheetColumn[]): string {
  const cols = columns
    .map((column, i) => `<col min="${i + 1}" max="${i + 1}" width="${column.width}" customWidth="1"/>`)
    .join('');
  return `${XML}<worksheet xmlns="${MAIN}"><cols>${cols}</cols><sheetData>`;
}

/**
 * An .xlsx of one sheet, written batch by batch as the client reads it: the heading row, the rows,
 * then the trailer's lines. Strings are inline (no shared-strings table to hold), no styles; the XML
 * goes to the compressor a few hundred rows at a time. Several times faster than exceljs' streaming
 * writer for the same cells (decision 0036).
 */
export function xlsxStream<Row>(
  sheetName: string,
  columns: readonly SheetColumn[],
  batches: AsyncGenerator<Row[]>,
  cells: (row: Row) => Cell[],
  trailer?: () => Promise<Cell[][]>,
): Readable {
  const output = new PassThrough();
  const zip = zipWriter(output);
  const letters = columns.map((_, i) => columnLetters(i));
  const workbook =
    `${XML}<workbook xmlns="${MAIN}" xmlns:r="${DOCUMENT_RELS}"><sheets>` +
    `<sheet name="${escapeXml(sheetNameOf(sheetName))}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
  const fixed = async (path: string, text: string) => zip.entry(path, (write) => write(text));

  (async () => {
    await fixed('[Content_Types].xml', CONTENT_TYPES);
    await fixed('_rels/.rels', ROOT_RELS);
    await fixed('xl/workbook.xml', workbook);
    await fixed('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
    await zip.entry('xl/worksheets/sheet1.xml', async (write) => {
      let number = 1;
      const headings = columns.map((column) => column.header);
      await write(sheetHead(columns) + rowXml(number++, headings, letters));
      for await (const rows of batches) {
        for (let start = 0; start < rows.length; start += ROWS_PER_PIECE) {
          let xml = '';
          for (const row of rows.slice(start, start + ROWS_PER_PIECE))
            xml += rowXml(number++, cells(row), letters);
          await write(xml);
        }
      }
      let tail = '';
      for (const line of trailer ? await trailer() : []) tail += rowXml(number++, line, letters);
      await write(`${tail}</sheetData></worksheet>`);
    });
    await zip.finish();
    output.end();
  })().catch((error: unknown) => output.destroy(error instanceof Error ? error : new Error(String(error))));
  return output;
}
