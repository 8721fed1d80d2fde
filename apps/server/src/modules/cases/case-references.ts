import { sql, type SQL } from 'drizzle-orm';
import { afterSalesCases } from '../../db/schema/cases';

/**
 * Every case's number, kind and order, as a derived table: a ledger entry's reference is its case's
 * number, so a report finds the kind and order of a money movement by joining on `case_no`.
 */
export function caseReferences(): SQL {
  return sql`(select ${afterSalesCases.caseNo} as case_no, ${afterSalesCases.kind} as kind,
    ${afterSalesCases.orderId} as order_id from ${afterSalesCases})`;
}
