import {
  type StatementImportQuery,
  type StatementImportResult,
  type StatementPageQuery,
  type StatementRow,
  type PageList,
} from '@ota/contract';
import type { Readable } from 'node:stream';
import type { Database } from '../../platform/db';
import { isUniqueViolation } from '../../platform/db-errors';
import { BadRequestError } from '../../platform/errors';
import { actingPlatform } from '../../platform/acting-platform';
import { formatDateTime } from '../../platform/time';
import {
  finishStatement,
  insertLines,
  insertStatement,
  statementOfFile,
  statementPage,
  type NumberedLine,
} from './billing-statements.repository';
import { checkStatementFile } from './statement-check';
import type { StatementFileType } from './statement-rows';

/** Lines written per statement: 12 values each, well under PostgreSQL's 65,535 parameters. */
const LINES_PER_INSERT = 2000;

export interface Importer {
  platformType: number | null;
  name: string;
}

interface Deps {
  db: Database;
  timeZone: string;
}

const duplicateFile = (id: number, at: string) =>
  new BadRequestError(`This file was already imported as statement ${id} on ${at}`);

export function createBillingStatementsService({ db, timeZone }: Deps) {
  /**
   * Reads the file as it arrives and keeps its lines in one transaction: a file with any bad line, or
   * one already imported (the same bytes for the same platform), keeps nothing.
   */
  async function importFile(
    importer: Importer,
    query: StatementImportQuery,
    file: { stream: Readable; type: StatementFileType },
  ): Promise<StatementImportResult> {
    const platformType = actingPlatform(importer.platformType, query.platformType);
    const period = { start: query.periodStart, end: query.periodEnd };
    try {
      return await db.transaction(async (tx) => {
        const id = await insertStatement(tx, {
          platformType,
          period,
          fileName: query.fileName,
          fileType: file.type,
          importedBy: importer.name,
        });
        let batch: NumberedLine[] = [];
        const result = await checkStatementFile(file.stream, file.type, period, async (line, lineNo) => {
          batch.push({ line, lineNo });
          if (batch.length < LINES_PER_INSERT) return;
          await insertLines(tx, id, batch);
          batch = [];
        });
        if (result.problemCount > 0) {
          const lines = result.problemCount === 1 ? '1 problem' : `${result.problemCount} problems`;
          throw new BadRequestError(`The statement file has ${lines}; nothing was imported`, {
            problems: result.problems,
            problemCount: result.problemCount,
          });
        }
        const earlier = await statementOfFile(tx, platformType, result.sha256);
        if (earlier) throw duplicateFile(earlier.id, formatDateTime(earlier.importedAt, timeZone));
        await insertLines(tx, id, batch);
        await finishStatement(tx, id, result.sha256, result.lineCount);
        return { id, lineCount: result.lineCount };
      });
    } catch (error) {
      // Two imports of one file at once: the second meets the first's hash at commit.
      if (isUniqueViolation(error)) throw new BadRequestError('This file is being imported already');
      throw error;
    }
  }

  async function page(viewer: Importer, query: StatementPageQuery): Promise<PageList<StatementRow>> {
    const scope = viewer.platformType ?? query.platformType ?? null;
    const offset = (query.pageNum - 1) * query.pageSize;
    const { rows, totalCount } = await statementPage(db, scope, offset, query.pageSize);
    return {
      pageList: rows.map(({ importedAt, ...row }) => ({
        ...row,
        fileType: row.fileType as 'csv' | 'xlsx',
        importTime: formatDateTime(importedAt, timeZone),
      })),
      totalCount,
    };
  }

  return { importFile, page };
}
