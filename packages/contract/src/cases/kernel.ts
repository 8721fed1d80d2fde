import { z } from 'zod';

/**
 * The after-sales case kernel's declarations (docs/domain.md, "After-sales cases"): a kind names its
 * case-number prefix, its states, and which state may move to which. The server enforces the moves;
 * the web reads the same table to offer only the buttons a case can use.
 */
export interface CaseKind<S extends string = string> {
  /** Stored in the case record; one per kind. */
  kind: string;
  /** Readable prefix of the case number: RF, TC, PC ... */
  prefix: string;
  statuses: readonly S[];
  initial: S;
  /** The states each state may move to; a state missing here moves nowhere (final). */
  transitions: { readonly [From in S]?: readonly S[] };
  /** Cases in `from` whose deadline has passed move to `to` (an expired quote). */
  expires?: { from: readonly S[]; to: S };
  /** The states that are a refusal or a failure (the airline said no, the issue failed): shown as one. */
  failures?: readonly S[];
}

export function nextStatuses<S extends string>(kind: CaseKind<S>, from: S): readonly S[] {
  return kind.transitions[from] ?? [];
}

export function mayMove<S extends string>(kind: CaseKind<S>, from: S, to: S): boolean {
  return nextStatuses(kind, from).includes(to);
}

/** A case is open while it can still move. */
export function isOpen<S extends string>(kind: CaseKind<S>, status: S): boolean {
  return nextStatuses(kind, status).length > 0;
}

/** A state that is a refusal or a failure: the operator is warned, with the reason, never told of success. */
export function isFailure<S extends string>(kind: CaseKind<S>, status: S): boolean {
  return kind.failures?.includes(status) ?? false;
}

/** What every case row shows, whatever its kind; a kind adds its number and type fields. */
export interface CaseRowBase<S extends string = string> {
  id: number;
  orderNo: string;
  pnr: string;
  airline: string;
  platformType: number;
  status: S;
  version: number;
  passengers: string;
  segments: string;
  applicationAmount: string | null;
  confirmedAmount: string | null;
  serviceCharge: string;
  currency: string;
  /** Business time 'YYYY-MM-DD HH:mm:ss' of the deadline (quote expiry), or null. */
  deadline: string | null;
  /** Seconds from the answer to the deadline (negative once passed): a countdown needs no time zone. */
  secondsLeft: number | null;
  createdBy: string;
  createTime: string;
  updatedBy: string;
  updateTime: string;
  /**
   * On a move's answer only: the move's note as the server stored it (English; the airline's answer,
   * the reason), for the web to show with the move's outcome.
   */
  moveNote?: string;
}

/** The answer schema of CaseRowBase for a kind's states (the declared calls' answers, decision 0043). */
export function caseRowOf<const S extends readonly [string, ...string[]]>(statuses: S) {
  return z.object({
    id: z.number().int(),
    orderNo: z.string(),
    pnr: z.string(),
    airline: z.string(),
    platformType: z.number().int(),
    status: z.enum(statuses),
    version: z.number().int(),
    passengers: z.string(),
    segments: z.string(),
    applicationAmount: z.string().nullable(),
    confirmedAmount: z.string().nullable(),
    serviceCharge: z.string(),
    currency: z.string(),
    deadline: z.string().nullable(),
    secondsLeft: z.number().int().nullable(),
    createdBy: z.string(),
    createTime: z.string(),
    updatedBy: z.string(),
    updateTime: z.string(),
    moveNote: z.string().optional(),
  });
}

/** One line of a case's history (spec section 3, Operation records). */
export const caseRecordRow = z.object({
  id: z.number().int(),
  createTime: z.string(),
  operator: z.string(),
  action: z.string(),
  fromStatus: z.string().nullable(),
  toStatus: z.string().nullable(),
  content: z.string(),
  /** The sentence's catalog code and params (messages.ts), for rendering in the reader's language. */
  code: z.string().optional(),
  params: z.record(z.string(), z.string()).optional(),
});
export type CaseRecordRow = z.output<typeof caseRecordRow>;
