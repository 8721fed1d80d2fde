import { z } from 'zod';
import type { FILE_BODY_TYPES } from '../calls/define-call';
import { daysBetween, isIsoDate } from '../orders/fields';
import { pageQuery } from '../pagination';
import { platformTypeField } from '../settings-mail/fields';
import { STATEMENT_COLUMNS } from './statement-line';

/** A statement covers at most this many days (BSP periods are a week, half a month or a month). */
export const MAX_STATEMENT_DAYS = 31;
/** The largest statement file the console takes. */
export const MAX_STATEMENT_BYTES = 512 * 1024 * 1024;

export type StatementFileType = keyof typeof FILE_BODY_TYPES;

const day = (field: string) =>
  z
    .string(`${field} is required`)
    .trim()
    .min(1, `${field} is required`)
    .refine(isIsoDate, `${field} must be a date YYYY-MM-DD`);

/**
 * `POST /billingStatement/import` query: the statement's platform and period and the file's name; the
 * body is the file itself (text/csv or .xlsx).
 */
export const statementImportQuery = z
  .object({
    platformType: platformTypeField,
    periodStart: day('periodStart'),
    periodEnd: day('periodEnd'),
    fileName: z
      .string('fileName is required')
      .trim()
      .min(1, 'fileName is required')
      .max(255, 'fileName must be at most 255 characters'),
  })
  .superRefine((query, context) => {
    const days = daysBetween(query.periodStart, query.periodEnd) + 1;
    if (days < 1) {
      context.addIssue({
        code: 'custom',
        path: ['periodEnd'],
        message: 'periodEnd must not be before periodStart',
      });
    } else if (days > MAX_STATEMENT_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['periodEnd'],
        message: `A statement covers at most ${MAX_STATEMENT_DAYS} days`,
      });
    }
  });
export type StatementImportQuery = z.output<typeof statementImportQuery>;

/** One problem of a refused file: its line (the heading is line 1), its column, and what is wrong. */
export const statementProblem = z.object({
  line: z.number().int(),
  column: z.enum(STATEMENT_COLUMNS).nullable(),
  message: z.string(),
});
export type StatementProblemRow = z.output<typeof statementProblem>;

/** An import's answer: the statement kept and how many documents it holds. */
export const statementImportResult = z.object({ id: z.number().int(), lineCount: z.number().int() });
export type StatementImportResult = z.output<typeof statementImportResult>;

/**
 * The `data` of an import refused for its lines (status 400, nothing kept): the first problems
 * (STATEMENT_LISTED_PROBLEMS) and how many there were.
 */
export const statementRefusal = z.object({
  problems: z.array(statementProblem),
  problemCount: z.number().int(),
});
export type StatementRefusal = z.output<typeof statementRefusal>;
export const STATEMENT_LISTED_PROBLEMS = 1000;

/** `GET /billingStatement/pageList`: newest period first. */
export const statementPageQuery = pageQuery.extend({ platformType: platformTypeField });
export type StatementPageQuery = z.output<typeof statementPageQuery>;

export const statementRow = z.object({
  id: z.number().int(),
  platformType: z.number().int(),
  periodStart: z.string(),
  periodEnd: z.string(),
  fileName: z.string(),
  fileType: z.enum(['csv', 'xlsx']),
  lineCount: z.number().int(),
  /** The airlines the statement bills, by code. */
  airlines: z.array(z.string()),
  importedBy: z.string(),
  importTime: z.string(),
});
export type StatementRow = z.output<typeof statementRow>;
