import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/**
 * A billing statement an operator imported (docs/decisions/0044-billing-statements.md): the settlement
 * plan's bill of one platform for one period. The same file (by its bytes) is imported once per platform.
 */
export const billingStatements = pgTable(
  'billing_statements',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    platformType: smallint('platform_type').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileType: varchar('file_type', { length: 4 }).notNull(),
    /** Hex SHA-256 of the file's bytes; null only while the file is being read, in the import's transaction. */
    sha256: char('sha256', { length: 64 }),
    lineCount: integer('line_count').notNull().default(0),
    importedBy: varchar('imported_by', { length: 64 }).notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_statements_file_unique').on(t.platformType, t.sha256),
    index('billing_statements_platform_period_idx').on(t.platformType, t.periodStart.desc(), t.id.desc()),
    check('billing_statements_period_check', sql`${t.periodStart} <= ${t.periodEnd}`),
    check('billing_statements_file_type_check', sql`${t.fileType} in ('csv', 'xlsx')`),
  ],
);

/** One document of a statement, as the file gave it (amounts unsigned: the document type says which way). */
export const billingStatementLines = pgTable(
  'billing_statement_lines',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    statementId: bigint('statement_id', { mode: 'number' })
      .notNull()
      .references(() => billingStatements.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    airline: varchar('airline', { length: 2 }).notNull(),
    documentType: varchar('document_type', { length: 4 }).notNull(),
    documentNo: varchar('document_no', { length: 20 }).notNull(),
    relatedDocument: varchar('related_document', { length: 13 }),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    fare: money('fare').notNull(),
    taxes: money('taxes').notNull(),
    fees: money('fees').notNull(),
    penalties: money('penalties').notNull(),
    commission: money('commission').notNull(),
    netAmount: money('net_amount').notNull(),
  },
  (t) => [
    index('billing_statement_lines_statement_idx').on(t.statementId, t.lineNo),
    index('billing_statement_lines_document_idx').on(t.documentNo),
  ],
);
