import { toCents } from '../money';

/** The document types of a billing statement line (BSP's codes; docs/billing-statements/layout.md). */
export const STATEMENT_DOCUMENT_TYPES = ['TKTT', 'EMDA', 'EMDS', 'RFND', 'CANX', 'ADMA', 'ACMA'] as const;
export type StatementDocumentType = (typeof STATEMENT_DOCUMENT_TYPES)[number];

/** The amounts of a line, in the order the layout lists them. */
export const STATEMENT_AMOUNTS = ['fare', 'taxes', 'fees', 'penalties', 'commission', 'netAmount'] as const;
export type StatementAmount = (typeof STATEMENT_AMOUNTS)[number];

export const STATEMENT_COLUMNS = [
  'airline',
  'documentType',
  'documentNumber',
  'relatedDocument',
  'issueDate',
  'currency',
  ...STATEMENT_AMOUNTS,
] as const;
export type StatementColumn = (typeof STATEMENT_COLUMNS)[number];

/** Which way a line's net goes: +1 the agency pays the airline, −1 the airline pays the agency, 0 nothing. */
export const NET_DIRECTION: Readonly<Record<StatementDocumentType, 1 | -1 | 0>> = {
  TKTT: 1,
  EMDA: 1,
  EMDS: 1,
  ADMA: 1,
  RFND: -1,
  ACMA: -1,
  CANX: 0,
};

/** One document of a statement, read and checked; amounts in cents. */
export interface StatementLine {
  airline: string;
  documentType: StatementDocumentType;
  documentNumber: string;
  relatedDocument: string | null;
  issueDate: string;
  currency: string;
  cents: Record<StatementAmount, bigint>;
}

export interface StatementProblem {
  column: StatementColumn;
  message: string;
}

/** The statement's period, both days included, `YYYY-MM-DD`. */
export interface StatementPeriod {
  start: string;
  end: string;
}

const AIRLINE = /^[A-Z0-9]{2}$/;
const TICKET_NUMBER = /^\d{13}$/;
const MEMO_NUMBER = /^[A-Z0-9]{1,20}$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CURRENCY = /^[A-Z]{3}$/;
const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;
const NEEDS_RELATED: ReadonlySet<StatementDocumentType> = new Set(['RFND', 'CANX']);
const MEMOS: ReadonlySet<StatementDocumentType> = new Set(['ADMA', 'ACMA']);

function isDay(text: string): boolean {
  const parts = DAY.exec(text);
  if (!parts) return false;
  const date = new Date(Date.UTC(Number(parts[1]), Number(parts[2]) - 1, Number(parts[3])));
  return date.toISOString().slice(0, 10) === text;
}

const isDocumentType = (text: string): text is StatementDocumentType =>
  (STATEMENT_DOCUMENT_TYPES as readonly string[]).includes(text);

/** What the layout says the net must be, in cents. */
export function expectedNetCents(
  type: StatementDocumentType,
  cents: Record<StatementAmount, bigint>,
): bigint {
  if (type === 'CANX') return 0n;
  const gross = cents.fare + cents.taxes + cents.fees;
  return NET_DIRECTION[type] === 1
    ? gross + cents.penalties - cents.commission
    : gross - cents.penalties - cents.commission;
}

function centsText(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const whole = (cents < 0n ? -cents : cents).toString().padStart(3, '0');
  return `${sign}${whole.slice(0, -2)}.${whole.slice(-2)}`;
}

type Cells = Readonly<Record<StatementColumn, string>>;

function checkNumbers(cells: Cells, type: StatementDocumentType | null, problems: StatementProblem[]): void {
  const number = cells.documentNumber;
  if (!number) problems.push({ column: 'documentNumber', message: 'documentNumber is required' });
  else if (type && MEMOS.has(type) ? !MEMO_NUMBER.test(number) : !TICKET_NUMBER.test(number)) {
    problems.push({
      column: 'documentNumber',
      message:
        type && MEMOS.has(type)
          ? 'documentNumber of a memo must be 1–20 letters and digits'
          : 'documentNumber must be 13 digits',
    });
  }
  const related = cells.relatedDocument;
  if (!related && type && NEEDS_RELATED.has(type)) {
    problems.push({ column: 'relatedDocument', message: `relatedDocument is required for ${type}` });
  } else if (related && !TICKET_NUMBER.test(related)) {
    problems.push({ column: 'relatedDocument', message: 'relatedDocument must be 13 digits' });
  }
}

function checkAmounts(
  cells: Cells,
  type: StatementDocumentType | null,
  problems: StatementProblem[],
): Record<StatementAmount, bigint> | null {
  const cents: Partial<Record<StatementAmount, bigint>> = {};
  for (const column of STATEMENT_AMOUNTS) {
    const text = cells[column];
    if (!text) problems.push({ column, message: `${column} is required` });
    else if (!AMOUNT.test(text)) {
      problems.push({
        column,
        message: `${column} must be a decimal from 0 to 99999999.99 with at most 2 decimals`,
      });
    } else cents[column] = toCents(text);
  }
  if (Object.keys(cents).length !== STATEMENT_AMOUNTS.length || !type) return null;
  const whole = cents as Record<StatementAmount, bigint>;
  const expected = expectedNetCents(type, whole);
  if (whole.netAmount !== expected) {
    const rule =
      type === 'CANX'
        ? 'must be 0.00 on a CANX'
        : `is not ${NET_DIRECTION[type] === 1 ? 'fare + taxes + fees + penalties − commission' : 'fare + taxes + fees − penalties − commission'} (${centsText(expected)})`;
    problems.push({ column: 'netAmount', message: `netAmount ${centsText(whole.netAmount)} ${rule}` });
  }
  return whole;
}

/**
 * Reads one line's cells (already trimmed text) as the layout says: the line, or every problem of it,
 * each naming its column. Letters of codes are read upper-case.
 */
export function readStatementLine(
  raw: Cells,
  period: StatementPeriod,
): { line: StatementLine; problems: [] } | { line: null; problems: StatementProblem[] } {
  const cells: Cells = {
    ...raw,
    airline: raw.airline.toUpperCase(),
    documentType: raw.documentType.toUpperCase(),
    documentNumber: raw.documentNumber.toUpperCase(),
    currency: raw.currency.toUpperCase(),
  };
  const problems: StatementProblem[] = [];
  if (!AIRLINE.test(cells.airline)) {
    problems.push({ column: 'airline', message: 'airline must be a 2-character airline code such as EZ' });
  }
  const type = isDocumentType(cells.documentType) ? cells.documentType : null;
  if (!type) {
    problems.push({
      column: 'documentType',
      message: `documentType must be one of ${STATEMENT_DOCUMENT_TYPES.join(', ')}`,
    });
  }
  checkNumbers(cells, type, problems);
  if (!isDay(cells.issueDate)) {
    problems.push({ column: 'issueDate', message: 'issueDate must be a day as YYYY-MM-DD' });
  } else if (cells.issueDate < period.start || cells.issueDate > period.end) {
    problems.push({
      column: 'issueDate',
      message: `issueDate ${cells.issueDate} is outside the period ${period.start} to ${period.end}`,
    });
  }
  if (!CURRENCY.test(cells.currency)) {
    problems.push({ column: 'currency', message: 'currency must be a 3-letter code such as EUR' });
  }
  const cents = checkAmounts(cells, type, problems);
  if (problems.length || !type || !cents) return { line: null, problems };
  const line: StatementLine = {
    airline: cells.airline,
    documentType: type,
    documentNumber: cells.documentNumber,
    relatedDocument: cells.relatedDocument || null,
    issueDate: cells.issueDate,
    currency: cells.currency,
    cents,
  };
  return { line, problems: [] };
}

/**
 * The heading line: the column of each layout name (read whatever its case), or the problem that
 * refuses the file (a missing column, one the layout does not name, or one named twice).
 */
export function readStatementHeading(
  names: readonly string[],
): { columns: Record<StatementColumn, number>; problem: null } | { columns: null; problem: string } {
  const byLower = new Map(STATEMENT_COLUMNS.map((column) => [column.toLowerCase(), column]));
  const columns: Partial<Record<StatementColumn, number>> = {};
  for (const [index, name] of names.entries()) {
    const trimmed = name.trim();
    if (!trimmed && index === names.length - 1) continue;
    const column = byLower.get(trimmed.toLowerCase());
    if (!column) return { columns: null, problem: `Column "${trimmed}" is not in the statement layout` };
    if (columns[column] !== undefined) return { columns: null, problem: `Column ${column} is named twice` };
    columns[column] = index;
  }
  const missing = STATEMENT_COLUMNS.filter((column) => columns[column] === undefined);
  if (missing.length === 1) return { columns: null, problem: `The column ${missing[0]} is missing` };
  if (missing.length) return { columns: null, problem: `The columns ${missing.join(', ')} are missing` };
  return { columns: columns as Record<StatementColumn, number>, problem: null };
}
