import type { Readable } from 'node:stream';
import type { Database } from '../db';
import { csvChunks, type CsvCopySource } from './copy-csv';
import type { ExportLayout, TrailerLine } from './export-layout';
import { csvStream, started } from './file-streams';
import { xlsxStream } from './xlsx-writer';

/** Totals lines under the rows, by column key (read after the rows, once). */
export type Totals = () => Promise<readonly TrailerLine[]>;

/**
 * A CSV in the layout's language: the heading line, the records COPY writes (of each source in turn),
 * then the totals lines. null when the sources hold no row (the answer is then an empty body).
 */
export async function layoutCsv<Row, K>(
  db: Database,
  layout: ExportLayout<Row>,
  source: CsvCopySource<K> | readonly CsvCopySource<K>[],
  totals?: Totals,
): Promise<Readable | null> {
  const chunks = await started(csvChunks(db, source));
  if (!chunks) return null;
  const trailer = totals && (async () => (await totals()).map((line) => layout.csvLine(line)));
  return csvStream(layout.headings, chunks, trailer);
}

/** The same as one .xlsx sheet, written from the rows' batches; null when there is no row. */
export async function layoutXlsx<Row>(
  sheetName: string,
  layout: ExportLayout<Row>,
  batches: AsyncGenerator<Row[]>,
  totals?: Totals,
): Promise<Readable | null> {
  const ahead = await started(batches);
  if (!ahead) return null;
  const trailer = totals && (async () => (await totals()).map((line) => layout.sheetLine(line)));
  return xlsxStream(sheetName, layout.sheetColumns, ahead, layout.cells, trailer);
}
