import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { FastifyReply } from 'fastify';
import type { Cell } from './export-columns';

/**
 * Streamed exports for every list and report (docs/decisions/0014): CSV whose records the database
 * writes itself (COPY), and .xlsx written a batch of rows at a time (xlsx-writer.ts), so memory stays
 * flat at any size.
 */
export const CSV_TYPE = 'text/csv; charset=utf-8';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ExportFile {
  fileName: string;
  /** null: nothing in the range (the answer is an empty body). */
  stream: Readable | null;
}

/**
 * Starts the source and keeps one batch ready ahead of the one the client receives; never more than
 * that one batch ahead. Stopping early (client gone) returns the source too, so a COPY's pool client is
 * let go. null when the source is empty.
 */
export async function started<T>(batches: AsyncGenerator<T>): Promise<AsyncGenerator<T> | null> {
  const first = await batches.next();
  if (first.done) return null;
  return (async function* ahead(): AsyncGenerator<T> {
    let current: IteratorResult<T> = first;
    try {
      while (!current.done) {
        const next = batches.next();
        // Handled below; if the client leaves first, a failure must not go unhandled meanwhile.
        next.catch(() => undefined);
        yield current.value;
        current = await next;
      }
    } finally {
      await batches.return(undefined);
    }
  })();
}

/** Lines under the rows (totals), read once the rows are written. */
export type Trailer = () => Promise<Cell[][]>;

/**
 * The CSV: a BOM and the heading line by csv-stringify, then the records as the database wrote them,
 * then the trailer's lines (csv-stringify again).
 */
export function csvStream(
  headers: readonly string[],
  chunks: AsyncGenerator<Buffer>,
  trailer?: Trailer,
): Readable {
  return Readable.from(
    (async function* withHeading() {
      yield Buffer.from(`\ufeff${stringify([headers])}`);
      yield* chunks;
      if (trailer) yield Buffer.from(stringify(await trailer()));
    })(),
    { objectMode: false, highWaterMark: 1 },
  );
}

/** Content-Disposition carrying the spec's file name (plain and RFC 5987 forms). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/"/g, "'");
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Streams the file; nothing in the range answers HTTP 200 with an empty body (DESIGN section 3). */
export function sendFile(reply: FastifyReply, file: ExportFile, type: string) {
  reply
    .type(type)
    .header('content-disposition', attachment(file.fileName))
    .header('cache-control', 'no-store');
  return reply.send(file.stream ?? '');
}
