import { z } from 'zod';
import { blankToUndefined } from '../orders/fields';
import { pageListOf, pageQuery } from '../pagination';
import { Permission, type PermissionCode } from '../permissions';
import { DISRUPTION_CASE } from './disruptions';
import { isOpen, type CaseKind } from './kernel';
import { CASE_KINDS } from './order-cases';

/** Where each kind's cases are worked on: the code that opens its pages and how one case is linked. */
export interface CaseKindPage {
  code: PermissionCode;
  /** The page of one case: the detail route and the query naming the case. */
  detailPath: string;
  by: 'id' | 'orderNo';
}

/**
 * Every kind the queue lists (issue 10 §5, beyond the spec) with its pages. A kind without an entry
 * is not queued; the disruption is a case of a flight, listed with the cases of orders.
 */
export const CASE_KIND_PAGES: Readonly<Record<string, CaseKindPage>> = {
  REFUND: { code: Permission.REFUNDS, detailPath: '/html/refund/refundDetail', by: 'id' },
  TICKET_CHANGE: { code: Permission.TICKET_CHANGES, detailPath: '/html/changing/changingDetail', by: 'id' },
  PASSENGER_CHANGE: { code: Permission.PASSENGERS, detailPath: '/html/passenger/passengerDetail', by: 'id' },
  BAGGAGE: { code: Permission.BAGGAGE, detailPath: '/html/baggage/baggageDetail', by: 'id' },
  SEAT: { code: Permission.SEATS, detailPath: '/html/seat/setDetail', by: 'id' },
  VOID_TICKET: { code: Permission.VOID_TICKETS, detailPath: '/html/voidTicket/voidTicketDetail', by: 'id' },
  COMPENSATION: {
    code: Permission.COMPENSATION,
    detailPath: '/html/compensation/compensationDetail',
    by: 'id',
  },
  REBOOK: { code: Permission.REBOOK_LIST, detailPath: '/html/orderRebook/details', by: 'orderNo' },
  DISRUPTION: { code: Permission.FLIGHT_DISRUPTIONS, detailPath: '/html/flightDisruptions', by: 'id' },
};

/** The declarations the queue reads: every order kind, and the disruption. */
export const QUEUE_KINDS: Readonly<Record<string, CaseKind>> = {
  ...CASE_KINDS,
  [DISRUPTION_CASE.kind]: DISRUPTION_CASE,
};

/** The link to one case's page, or null for a kind the console has no page for. */
export function casePageLink(kind: string, target: { id: number; orderNo: string | null }): string | null {
  const page = CASE_KIND_PAGES[kind];
  if (!page) return null;
  const value = page.by === 'id' ? String(target.id) : (target.orderNo ?? '');
  return `${page.detailPath}?${page.by}=${encodeURIComponent(value)}`;
}

/** The kinds whose pages these codes open. */
export function queuedKinds(codes: Iterable<string>): string[] {
  const held = new Set(codes);
  return Object.keys(QUEUE_KINDS).filter((kind) => {
    const page = CASE_KIND_PAGES[kind];
    return page !== undefined && held.has(page.code);
  });
}

/** The states in which a case of the kind is still open (it can move). */
export function openStatuses(kind: CaseKind): string[] {
  return kind.statuses.filter((status) => isOpen(kind, status));
}

const flag = (field: string) =>
  z.preprocess(
    blankToUndefined,
    z
      .enum(['true', 'false'], `${field} must be true or false`)
      .optional()
      .transform((value) => value === 'true'),
  );

/** `GET /afterSales/queue` params. */
export const caseQueueQuery = pageQuery.extend({
  kind: z.preprocess(
    blankToUndefined,
    z.enum(Object.keys(QUEUE_KINDS) as [string, ...string[]], 'kind is not a kind of case').optional(),
  ),
  status: z.preprocess(blankToUndefined, z.string().trim().max(32, 'status is too long').optional()),
  overdueOnly: flag('overdueOnly'),
});
export type CaseQueueQuery = z.infer<typeof caseQueueQuery>;

/** One open case in the queue, soonest deadline first. */
export const caseQueueRow = z.object({
  id: z.number().int(),
  caseNo: z.string(),
  kind: z.string(),
  subType: z.string(),
  orderNo: z.string().nullable(),
  pnr: z.string().nullable(),
  status: z.string(),
  /** Business time 'YYYY-MM-DD HH:mm:ss', or null for a case with no deadline (listed last). */
  deadline: z.string().nullable(),
  /** Seconds from the answer to the deadline, negative once passed. */
  secondsLeft: z.number().int().nullable(),
  overdue: z.boolean(),
  createTime: z.string(),
});
export type CaseQueueRow = z.output<typeof caseQueueRow>;
export const caseQueuePage = pageListOf(caseQueueRow);
export type CaseQueuePage = z.output<typeof caseQueuePage>;

/** `GET /afterSales/queue/count`: the menu entry's badge. */
export const caseQueueCount = z.object({ open: z.number().int(), overdue: z.number().int() });
export type CaseQueueCount = z.output<typeof caseQueueCount>;
