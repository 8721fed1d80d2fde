import { z } from 'zod';
import { listOf, orderNoField } from '../orders/fields';
import type { CaseKindDescriptor } from './descriptor';
import { isOpen } from './kernel';
import { byKind, ORDER_CASE_KINDS } from './kinds';

/** Every after-sales kind of an order, by the kind stored in its cases. */
export const CASE_KINDS: Readonly<Record<string, CaseKindDescriptor>> = byKind(ORDER_CASE_KINDS);

/** Whether a case of this kind in this state can still move (an open case badges its order). */
export function isOpenCase(kind: string, status: string): boolean {
  const declaration = CASE_KINDS[kind];
  return declaration !== undefined && isOpen(declaration, status);
}

/** `GET /afterSales/orderCases` params: the order whose cases its details page lists. */
export const orderCasesQuery = z.object({ orderNo: orderNoField });

/** `GET /afterSales/openCases` params: the orders of a list page (at most 100), for their badges. */
export const openCasesQuery = z.object({
  orderNos: z.preprocess(
    listOf,
    z
      .array(z.string().trim().max(32), 'orderNos is required')
      .min(1, 'orderNos is required')
      .max(100, 'orderNos may name at most 100'),
  ),
});

/** One case on its order's details page (spec section 3, Operation records). */
export const orderCaseRow = z.object({
  id: z.number().int(),
  caseNo: z.string(),
  /** REFUND, TICKET_CHANGE, PASSENGER_CHANGE ...: the service type. */
  kind: z.string(),
  subType: z.string(),
  status: z.string(),
  open: z.boolean(),
  applicationAmount: z.string().nullable(),
  confirmedAmount: z.string().nullable(),
  serviceCharge: z.string(),
  currency: z.string(),
  /** Quote expiry or airline deadline, business time; the page counts down to it. */
  deadline: z.string().nullable(),
  /** Seconds from the answer to the deadline (negative once passed): the countdown needs no time zone. */
  secondsLeft: z.number().int().nullable(),
  createTime: z.string(),
});
export type OrderCaseRow = z.output<typeof orderCaseRow>;

/** The open cases of one order, for the list's badge. */
export const openCaseBadge = z.object({
  orderNo: z.string(),
  cases: z.array(z.object({ caseNo: z.string(), kind: z.string(), status: z.string() })),
});
export type OpenCaseBadge = z.output<typeof openCaseBadge>;
