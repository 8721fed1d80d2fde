import { financialLines } from '../../db/schema/financial';
import type { Database } from '../../platform/db';

export interface NewFinancialLine {
  platformType: number;
  reference: string;
  orderId: number;
  day: string;
  currency: string;
  amount: string;
  amountEur: string;
  remark: string;
  createdBy: string;
}

/** Writes the line unless its reference is taken on the platform: false for a repeat. */
export async function insertFinancialLine(db: Database, line: NewFinancialLine): Promise<boolean> {
  const rows = await db
    .insert(financialLines)
    .values(line)
    .onConflictDoNothing({ target: [financialLines.platformType, financialLines.reference] })
    .returning({ id: financialLines.id });
  return rows.length > 0;
}
