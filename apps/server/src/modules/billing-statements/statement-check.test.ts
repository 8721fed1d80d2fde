import { STATEMENT_LISTED_PROBLEMS as LISTED_PROBLEMS, type StatementLine } from '@ota/contract';
import ExcelJS from 'exceljs';
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { checkStatementFile } from './statement-check';

const period = { start: '2026-11-01', end: '2026-11-15' };
const HEADING =
  'airline,documentType,documentNumber,relatedDocument,issueDate,currency,fare,taxes,fees,penalties,commission,netAmount';
const SALE = 'EZ,TKTT,1112345678901,,2026-11-03,EUR,180.00,38.55,0,0,1.80,216.75';
const REFUND = 'EZ,RFND,1112345678950,1112345678901,2026-11-09,EUR,180.00,38.55,0,50.00,1.80,166.75';

/** Splits the text into small chunks, as a network upload arrives. */
const upload = (bytes: Buffer) =>
  Readable.from(
    Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) => bytes.subarray(i * 7, i * 7 + 7)),
  );

async function check(bytes: Buffer, type: 'csv' | 'xlsx' = 'csv') {
  const taken: [number, StatementLine][] = [];
  const result = await checkStatementFile(upload(bytes), type, period, (line, lineNo) => {
    taken.push([lineNo, line]);
  });
  return { ...result, taken };
}

describe('reading a statement file', () => {
  it('reads a CSV with a byte-order mark, CRLF, quoted fields and blank lines, and hashes its bytes', async () => {
    const text = `\uFEFF${HEADING}\r\n${SALE}\r\n\r\n"EZ","RFND","1112345678950","1112345678901","2026-11-09","EUR","180.00","38.55","0","50.00","1.80","166.75"\r\n`;
    const bytes = Buffer.from(text, 'utf8');
    const result = await check(bytes);
    expect(result).toMatchObject({ lineCount: 2, problems: [], problemCount: 0 });
    expect(result.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect(result.taken.map(([lineNo, line]) => [lineNo, line.documentType, line.relatedDocument])).toEqual([
      [2, 'TKTT', null],
      [4, 'RFND', '1112345678901'],
    ]);
  });

  it('reports every bad line with its number and field, and hands over no line after the first problem', async () => {
    const lines = [
      HEADING,
      SALE,
      'EZ,TKTT,12,,2026-11-03,EUR,1,0,0,0,0,1',
      REFUND,
      'EZ,RFND,1112345678950,,2026-11-09,EUR,180.00,38.55,0,50.00,1.80,166.75',
      SALE,
    ];
    const result = await check(Buffer.from(lines.join('\n')));
    expect(result.problems).toEqual([
      { line: 3, column: 'documentNumber', message: 'documentNumber must be 13 digits' },
      { line: 5, column: 'relatedDocument', message: 'relatedDocument is required for RFND' },
    ]);
    expect(result.problemCount).toBe(2);
    expect(result.lineCount).toBe(5);
    expect(result.taken.map(([lineNo]) => lineNo)).toEqual([2]);
  });

  it('lists the first problems only, and says how many there were', async () => {
    const bad = Array.from({ length: LISTED_PROBLEMS + 5 }, () => 'EZ,TKTT,1,,2026-11-03,EUR,1,0,0,0,0,1');
    const result = await check(Buffer.from([HEADING, ...bad].join('\n')));
    expect(result.problems).toHaveLength(LISTED_PROBLEMS);
    expect(result.problemCount).toBe(LISTED_PROBLEMS + 5);
    expect(result.problems.at(-1)).toEqual({
      line: LISTED_PROBLEMS + 1,
      column: 'documentNumber',
      message: 'documentNumber must be 13 digits',
    });
  });

  it('refuses a file whose heading is not the layout, still hashing the whole file', async () => {
    const bytes = Buffer.from(`airline,fare\n${SALE}\n`);
    const result = await check(bytes);
    expect(result.problems).toEqual([
      {
        line: 1,
        column: null,
        message:
          'The columns documentType, documentNumber, relatedDocument, issueDate, currency, taxes, fees, penalties, commission, netAmount are missing',
      },
    ]);
    expect(result.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    expect((await check(Buffer.from(''))).problems).toEqual([
      { line: 1, column: null, message: 'The file is empty: its first line must name the columns' },
    ]);
  });

  it('reads the first worksheet of an .xlsx, numbers and a date cell as the layout writes them', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Statement');
    sheet.addRow(HEADING.split(','));
    sheet.addRow([
      'EZ',
      'TKTT',
      '1112345678901',
      null,
      new Date(Date.UTC(2026, 10, 3)),
      'EUR',
      180,
      38.55,
      0,
      0,
      1.8,
      216.75,
    ]);
    sheet.addRow([]);
    sheet.addRow(['EZ', 'TKTT', '1112345678902', '', '2026-11-20', 'EUR', 1, 0, 0, 0, 0, 1]);
    workbook.addWorksheet('Notes').addRow(['not read']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const result = await check(bytes, 'xlsx');
    expect(result.taken.map(([lineNo, line]) => [lineNo, line.issueDate, line.cents.taxes])).toEqual([
      [2, '2026-11-03', 3855n],
    ]);
    expect(result.problems).toEqual([
      {
        line: 4,
        column: 'issueDate',
        message: 'issueDate 2026-11-20 is outside the period 2026-11-01 to 2026-11-15',
      },
    ]);
  });
});
