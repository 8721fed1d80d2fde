import {
  REBOOK_CASE,
  type RebookPage,
  type RebookPageQuery,
  type RebookReason,
  type RebookStatus,
} from '@ota/contract';
import type { Database } from '../../platform/db';
import { pageOffset } from '../../platform/pagination';
import { latestCaseOf } from '../cases';
import { awaitingDecision } from '../disruptions';
import { ordersWithLatestCase } from '../orders';

/** Which platform's orders the caller sees: null for all. */
export type Scope = number | null;

/** Order statuses that can still be rebooked (the ticket is bought and not flown). */
export const REBOOKABLE_ORDER_STATUSES = ['PAID', 'TICKETED'] as const;

/**
 * The rebook list starts from orders: those with a rebook, and those that need a decision (bought,
 * still to fly, and on a flight with an undecided disruption). The orders module runs the query;
 * the case and the disruption condition come from their modules.
 */
export async function rebookPage(
  db: Database,
  scope: Scope,
  query: RebookPageQuery,
  nowLocal: string,
): Promise<RebookPage> {
  const { rows, total } = await ordersWithLatestCase(db, {
    scope,
    latestCase: (orderId) => latestCaseOf(REBOOK_CASE.kind, orderId),
    pending: { statuses: REBOOKABLE_ORDER_STATUSES, departsAfter: nowLocal, holds: awaitingDecision },
    subTypeWithoutCase: 'DISRUPTION',
    orderNo: query.orderNo,
    pnr: query.pnr,
    passengerName: query.passengerName,
    subType: query.reason,
    caseStatus: query.rebookStatus,
    descending: query.sortOrder === 'descend',
    offset: pageOffset(query),
    limit: query.pageSize,
  });
  return {
    pageList: rows.map((row) => ({
      orderNo: row.orderNo,
      pnr: row.pnr,
      passengerName: row.passengerName,
      route: row.route,
      platformType: row.platformType,
      orderStatus: row.orderStatus,
      originalFlight: row.firstFlightNo,
      originalDepTime: row.firstDepTime,
      reason: row.subType as RebookReason,
      rebookNo: row.caseNo,
      rebookStatus: row.caseStatus as RebookStatus | null,
    })),
    totalCount: total,
  };
}
