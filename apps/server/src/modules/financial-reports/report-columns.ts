import { CASE_KIND_COLUMNS, FINANCIAL_COLUMNS, NET_COLUMNS, type FinancialColumn } from '@ota/contract';
import { sql, type SQL } from 'drizzle-orm';

/** What an order brings on the day it is paid, from the order's own figures. */
export const ORDER_COLUMNS = ['sales', 'taxes', 'fees'] as const satisfies readonly FinancialColumn[];

/** Figures from outside the console (addFinancialData). */
export const EXTERNAL_COLUMN: FinancialColumn = 'external';

/**
 * Where each money movement lands in the report: each kind declares its column (`column`, decision
 * 0029). A ledger entry's reference is its case's number, so the case's kind decides the column,
 * whatever the entry's type: a bag given back (REFUND_CREDIT of a BAGGAGE case) lowers ancillaries,
 * not refunds. Entries of no case (BOOKING_DEBIT, TOP_UP, ADJUSTMENT) are not here: sales come from the
 * orders, top-ups and adjustments are no order's money.
 * This is that column as SQL over the case's kind.
 */
export function caseColumn(kind: SQL): SQL {
  const cases = Object.entries(CASE_KIND_COLUMNS).map(([k, column]) => sql`when ${k} then ${column}`);
  return sql`(case ${kind} ${sql.join(cases, sql` `)} end)`;
}

export const MAPPED_KINDS = Object.keys(CASE_KIND_COLUMNS);

/** `sum(amount)` of one column (or of the net's columns), exact numeric: 0 where it has no line. */
export function columnTotal(column: FinancialColumn, amount: SQL): SQL {
  const columns = column === 'net' ? NET_COLUMNS : [column];
  return sql`coalesce(sum(${amount}) filter (where col in (${sql.join(
    columns.map((c) => sql`${c}`),
    sql`, `,
  )})), 0)`;
}

/** The same as exact text. */
export function columnSum(column: FinancialColumn, amount: SQL): SQL {
  return sql`${columnTotal(column, amount)}::text`;
}

/** Every column's sum in the order's currency and in EUR, named as FinancialRow names them. */
export function columnSums(): SQL {
  const parts = FINANCIAL_COLUMNS.flatMap((column) => [
    sql`${columnSum(column, sql`amount`)} as ${sql.identifier(column)}`,
    sql`${columnSum(column, sql`amount_eur`)} as ${sql.identifier(`${column}Eur`)}`,
  ]);
  return sql.join(parts, sql`, `);
}
