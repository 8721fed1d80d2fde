import { CASE_KINDS, isOpen } from '@ota/contract';
import type { DbTransaction } from '../../platform/db';
import type { OpenCaseLookup } from '../ticket-money';
import { createCasesRepository } from './cases.repository';

/**
 * Which of these cases are still open, for the ticket money lines: a case that can still move and
 * whose quote has not run out (an expired quote may not have been moved yet).
 */
export function openCasesIn(tx: DbTransaction): OpenCaseLookup {
  return async (ids) => {
    const heads = await createCasesRepository(tx).heads(ids);
    const now = Date.now();
    const open = new Map<number, { caseNo: string; status: string }>();
    for (const head of heads) {
      const kind = CASE_KINDS[head.kind];
      if (!kind || !isOpen(kind, head.status)) continue;
      const expired =
        kind.expires?.from.includes(head.status) && head.deadline !== null && head.deadline.getTime() <= now;
      if (!expired) open.set(head.id, { caseNo: head.caseNo, status: head.status });
    }
    return open;
  };
}
