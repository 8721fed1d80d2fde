import type { StatementLine, StatementPeriod } from '@ota/contract';
import { centsToDecimal } from '@ota/contract';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { billingStatementLines, billingStatements } from '../../db/schema/billing-statements';
import type { Database, DbTransaction } from '../../platform/db';

type Db = Database | DbTransaction;

export interface NewStatement {
  platformType: number;
  period: StatementPeriod;
  fileName: string;
  fileType: 'csv' | 'xlsx';
  importedBy: string;
}

/** A statement's row first: its lines refer to it; its hash is set once the file has been read whole. */
export async function insertStatement(db: Db, statement: NewStatement): Promise<number> {
  const [row] = await db
    .insert(billingStatements)
    .values({
      platformType: statement.platformType,
      periodStart: statement.period.start,
      periodEnd: statement.period.end,
      fileName: statement.fileName,
      fileType: statement.fileType,
      importedBy: statement.importedBy,
    })
    .returning({ id: billingStatements.id });
  if (!row) throw new Error('the statement row was not inserted');
  return row.id;
}

export interface NumberedLine {
  lineNo: number;
  line: StatementLine;
}

export async function insertLines(
  db: Db,
  statementId: number,
  lines: readonly NumberedLine[],
): Promise<void> {
  if (!lines.length) return;
  await db.insert(billingStatementLines).values(
    lines.map(({ lineNo, line }) => ({
      statementId,
      lineNo,
      airline: line.airline,
      documentType: line.documentType,
      documentNo: line.documentNumber,
      relatedDocument: line.relatedDocument,
      issueDate: line.issueDate,
      currency: line.currency,
      fare: centsToDecimal(line.cents.fare),
      taxes: centsToDecimal(line.cents.taxes),
      fees: centsToDecimal(line.cents.fees),
      penalties: centsToDecimal(line.cents.penalties),
      commission: centsToDecimal(line.cents.commission),
      netAmount: centsToDecimal(line.cents.netAmount),
    })),
  );
}

export async function finishStatement(db: Db, id: number, sha256: string, lineCount: number): Promise<void> {
  await db.update(billingStatements).set({ sha256, lineCount }).where(eq(billingStatements.id, id));
}

/** The statement of a platform already imported from the same bytes, if any. */
export async function statementOfFile(db: Db, platformType: number, sha256: string) {
  const [row] = await db
    .select({ id: billingStatements.id, importedAt: billingStatements.importedAt })
    .from(billingStatements)
    .where(and(eq(billingStatements.platformType, platformType), eq(billingStatements.sha256, sha256)));
  return row ?? null;
}

const scopeOf = (platformType: number | null) =>
  platformType === null ? undefined : eq(billingStatements.platformType, platformType);

/** A page of statements (finished imports only), newest period first, with the airlines each bills. */
export async function statementPage(db: Db, platformType: number | null, offset: number, limit: number) {
  const where = and(scopeOf(platformType), sql`${billingStatements.sha256} is not null`);
  // Written out: drizzle leaves a column of the only table unqualified, which the subquery would read as its own.
  const airlines = sql<string[]>`coalesce((
    select array_agg(distinct l.airline order by l.airline)
    from billing_statement_lines l where l.statement_id = billing_statements.id
  ), '{}')`;
  const rows = await db
    .select({
      id: billingStatements.id,
      platformType: billingStatements.platformType,
      periodStart: billingStatements.periodStart,
      periodEnd: billingStatements.periodEnd,
      fileName: billingStatements.fileName,
      fileType: billingStatements.fileType,
      lineCount: billingStatements.lineCount,
      airlines,
      importedBy: billingStatements.importedBy,
      importedAt: billingStatements.importedAt,
    })
    .from(billingStatements)
    .where(where)
    .orderBy(desc(billingStatements.periodStart), desc(billingStatements.id))
    .offset(offset)
    .limit(limit);
  const [total] = await db.select({ value: count() }).from(billingStatements).where(where);
  return { rows, totalCount: total?.value ?? 0 };
}
