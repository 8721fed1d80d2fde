import type { FinancialColumn } from '../financial-report';
import type { PermissionCode } from '../permissions';
import { BAGGAGE_CASE } from './baggage';
import { COMPENSATION_CASE } from './compensations';
import type { CaseKindDescriptor } from './descriptor';
import { DISRUPTION_CASE } from './disruptions';
import { PASSENGER_CHANGE_CASE } from './passenger-changes';
import { REBOOK_CASE } from './rebooks';
import { REFUND_CASE } from './refunds';
import { SEAT_CASE } from './seats';
import { TICKET_CHANGE_CASE } from './ticket-changes';
import { VOID_TICKET_CASE } from './void-tickets';

/**
 * Every case kind of an order, in the order they were built: the one list every registry of kinds is
 * derived from. A new kind goes last (the queue's index, migration 0022, lists the kinds in this order).
 */
export const ORDER_CASE_KINDS: readonly CaseKindDescriptor[] = [
  REFUND_CASE,
  TICKET_CHANGE_CASE,
  PASSENGER_CHANGE_CASE,
  REBOOK_CASE,
  VOID_TICKET_CASE,
  SEAT_CASE,
  BAGGAGE_CASE,
  COMPENSATION_CASE,
];

/** Every kind the queue lists (issue 10 §5): the order kinds, and the disruption, a case of a flight. */
export const QUEUED_CASE_KINDS: readonly CaseKindDescriptor[] = [...ORDER_CASE_KINDS, DISRUPTION_CASE];

export const byKind = (kinds: readonly CaseKindDescriptor[]): Readonly<Record<string, CaseKindDescriptor>> =>
  Object.fromEntries(kinds.map((kind) => [kind.kind, kind]));

/** The kinds that have `place` in `pick`, in that order. */
const placed = (pick: (kind: CaseKindDescriptor) => { place: number } | undefined) =>
  ORDER_CASE_KINDS.filter((kind) => pick(kind)).sort((a, b) => (pick(a)?.place ?? 0) - (pick(b)?.place ?? 0));

/** The Operation desks (1005-x), in menu order. */
export const OPERATION_KINDS = placed((kind) => kind.operationMenu);

/** Their codes: each opens its desk's pages and order details too (calls.md: 1001-1 or any 1005-x). */
export const OPERATION_CODES: readonly PermissionCode[] = OPERATION_KINDS.map((kind) => kind.pages.code);

/** The kinds an order's details open with the order filled in, in their buttons' order. */
export const FROM_ORDER_KINDS = placed((kind) => kind.fromOrder);

/** The report column of each kind that moves money (docs/decisions/0029-financial-reports.md). */
export const CASE_KIND_COLUMNS: Readonly<Record<string, FinancialColumn>> = Object.fromEntries(
  QUEUED_CASE_KINDS.flatMap((kind) => (kind.column ? [[kind.kind, kind.column]] : [])),
);

/** The translation areas of every queued kind's screens (the queue names states in their words). */
export const CASE_KIND_AREAS: readonly string[] = QUEUED_CASE_KINDS.map((kind) => kind.area);
