import { eq } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { afterSalesCases } from '../../db/schema/cases';

/**
 * The cases of one kind as a kind's own tables may join them: id, number, state and times, read-only
 * (the kernel alone writes them). A subquery named `alias`: PostgreSQL plans it as the table.
 */
export function caseHeads(kind: string, alias: string) {
  return new QueryBuilder()
    .select({
      id: afterSalesCases.id,
      caseNo: afterSalesCases.caseNo,
      status: afterSalesCases.status,
      createdAt: afterSalesCases.createdAt,
      updatedAt: afterSalesCases.updatedAt,
    })
    .from(afterSalesCases)
    .where(eq(afterSalesCases.kind, kind))
    .as(alias);
}
