import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Cell } from './export-columns';
import { xlsxStream } from './xlsx-writer';

async function* batchesOf<T>(...batches: T[][]): AsyncGenerator<T[]> {
  for (const batch of batches) yield batch;
}

async function read(stream: NodeJS.ReadableStream) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await buffer(stream)) as unknown as ArrayBuffer);
  return workbook;
}

const columns = [
  { header: 'Order number', width: 20 },
  { header: 'Amount', width: 12 },
  { header: '状态', width: 16 },
];

describe('xlsx writer', () => {
  it('writes the heading, the rows and the trailer as a spreadsheet reads them', async () => {
    const rows: Cell[][] = [
      ['ED1', -12.5, '已出票'],
      ['a < b & "c" > d', 0, null],
      ['  spaced  ', 1234567.89, '\'=HYPERLINK("x")'],
      ['line\nbreak\ttab\rreturn', null, 'bell\u0007gone'],
    ];
    const stream = xlsxStream(
      'Orders: [1/2]',
      columns,
      batchesOf(rows.slice(0, 2), rows.slice(2)),
      (row) => row,
      () => Promise.resolve([['Total', 1222067.39, null]]),
    );
    const workbook = await read(stream);
    const sheet = workbook.worksheets[0];
    expect(sheet?.name).toBe('Orders   1 2 ');
    const values = (n: number) => ((sheet?.getRow(n).values as unknown[]) ?? []).slice(1);
    expect(values(1)).toEqual(['Order number', 'Amount', '状态']);
    expect(values(2)).toEqual(['ED1', -12.5, '已出票']);
    expect(values(3)).toEqual(['a < b & "c" > d', 0]);
    expect(values(4)).toEqual(['  spaced  ', 1234567.89, '\'=HYPERLINK("x")']);
    expect(values(5)).toEqual(['line\nbreak\ttab\rreturn', undefined, 'bellgone']);
    expect(values(6)).toEqual(['Total', 1222067.39]);
    expect(sheet?.rowCount).toBe(6);
    expect(sheet?.getColumn(1).width).toBe(20);
  });

  it('streams many batches and stops reading them when the reader leaves', async () => {
    let produced = 0;
    let returned = false;
    async function* many(): AsyncGenerator<Cell[][]> {
      try {
        for (let batch = 0; batch < 1000; batch++) {
          produced++;
          yield Array.from({ length: 1000 }, (_, i) => [`ED${batch}-${i}`, i, 'x'.repeat(50)]);
        }
      } finally {
        returned = true;
      }
    }
    const stream = xlsxStream('Big', columns, many(), (row) => row);
    // Read until the rows have begun, then leave.
    await new Promise<void>((resolve) =>
      stream.on('data', () => {
        if (produced < 3) return;
        stream.destroy();
        resolve();
      }),
    );
    await expect.poll(() => returned, { timeout: 5000 }).toBe(true);
    expect(produced).toBeLessThan(1000);
  });

  it('reads back every row of a large file', async () => {
    const batches = Array.from({ length: 30 }, (_, b) =>
      Array.from({ length: 1000 }, (_, i): Cell[] => [`R${b * 1000 + i}`, b * 1000 + i, null]),
    );
    const workbook = await read(xlsxStream('Rows', columns, batchesOf(...batches), (row) => row));
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(30_001);
    expect(sheet?.getRow(30_001).getCell(1).value).toBe('R29999');
    expect(sheet?.getRow(30_001).getCell(2).value).toBe(29_999);
  });
});
