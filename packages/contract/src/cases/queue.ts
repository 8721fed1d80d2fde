import { z } from 'zod';
import { blankToUndefined } from '../orders/fields';
import { pageListOf, pageQuery } from '../pagination';
import type { CaseKindDescriptor } from './descriptor';
import { isOpen, type CaseKind } from './kernel';
import { byKind, QUEUED_CASE_KINDS } from './kinds';

/** The declarations the queue reads, by kind: every order kind, and the disruption. */
export const QUEUE_KINDS: Readonly<Record<string, CaseKindDescriptor>> = byKind(QUEUED_CASE_KINDS);

/** The link to one case's page, or null for a kind the console has no page for. */
export function casePageLink(kind: string, target: { id: number; orderNo: string | null }): string | null {
  const page = QUEUE_KINDS[kind]?.pages;
  if (!page) return null;
  const value = page.by === 'id' ? String(target.id) : (target.orderNo ?? '');
  return `${page.detail}?${page.by}=${encodeURIComponent(value)}`;
}

/** The kinds whose pages these codes open. */
export function queuedKinds(codes: Iterable<string>): string[] {
  const held = new Set(codes);
  return QUEUED_CASE_KINDS.filter((kind) => held.has(kind.pages.code)).map((kind) => kind.kind);
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
