import {
  STATEMENT_COLUMNS,
  STATEMENT_LISTED_PROBLEMS,
  type StatementProblemRow,
  readStatementHeading,
  readStatementLine,
  type StatementColumn,
  type StatementLine,
  type StatementPeriod,
} from '@ota/contract';
import { createHash } from 'node:crypto';
import { PassThrough, type Readable } from 'node:stream';
import { statementRows, type StatementFileType } from './statement-rows';

/** How many problems a refusal lists (with how many there were in all). */

export interface StatementFileResult {
  /** Hex SHA-256 of the file's bytes: the same file is imported once. */
  sha256: string;
  /** Lines read (documents), bad ones included. */
  lineCount: number;
  /** The first problems (STATEMENT_LISTED_PROBLEMS), in the order of the file. */
  problems: StatementProblemRow[];
  problemCount: number;
}

/** Hashes the bytes as they pass. */
function hashing(source: Readable): { stream: Readable; digest: () => string } {
  const hash = createHash('sha256');
  const tap = new PassThrough();
  source.on('data', (chunk: Buffer) => hash.update(chunk));
  source.on('error', (error) => tap.destroy(error));
  source.pipe(tap);
  return { stream: tap, digest: () => hash.digest('hex') };
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell.trim() === '');

/** A row's cells by the layout's column names, trimmed. */
const cellsOf = (cells: readonly string[], columns: Record<StatementColumn, number>) =>
  Object.fromEntries(
    STATEMENT_COLUMNS.map((column) => [column, (cells[columns[column]] ?? '').trim()]),
  ) as Record<StatementColumn, string>;

/**
 * Reads a statement file as a stream and checks every line against the layout
 * (docs/billing-statements/layout.md). Good lines are handed to `take` as they are read, until the first
 * problem: from then on the file is only checked, and the answer lists its problems.
 */
export async function checkStatementFile(
  source: Readable,
  type: StatementFileType,
  period: StatementPeriod,
  take: (line: StatementLine, lineNo: number) => Promise<void> | void,
): Promise<StatementFileResult> {
  const { stream, digest } = hashing(source);
  const problems: StatementProblemRow[] = [];
  let problemCount = 0;
  let lineCount = 0;
  let columns: Record<StatementColumn, number> | null = null;
  const note = (problem: StatementProblemRow) => {
    problemCount += 1;
    if (problems.length < STATEMENT_LISTED_PROBLEMS) problems.push(problem);
  };
  for await (const row of statementRows(stream, type)) {
    if (!columns) {
      const heading = readStatementHeading(row.cells);
      if (!heading.columns) {
        note({ line: 1, column: null, message: heading.problem });
        break;
      }
      columns = heading.columns;
      continue;
    }
    if (isBlank(row.cells)) continue;
    lineCount += 1;
    const read = readStatementLine(cellsOf(row.cells, columns), period);
    if (!read.line) for (const problem of read.problems) note({ line: row.lineNo, ...problem });
    else if (problemCount === 0) await take(read.line, row.lineNo);
  }
  // A refused heading stops the reading: what is left is drained so the hash is of the whole file.
  for await (const _chunk of stream) void _chunk;
  if (!columns && problemCount === 0) {
    note({ line: 1, column: null, message: 'The file is empty: its first line must name the columns' });
  }
  return { sha256: digest(), lineCount, problems, problemCount };
}
