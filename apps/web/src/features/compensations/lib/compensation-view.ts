import {
  COMPENSATION_CASE,
  COMPENSATION_EDITABLE,
  type CompensationStatus,
  type CompensationType,
  type Eu261Suggestion,
} from '@ota/contract';
import { operatorMoves } from '../../../lib/case-deadline';

export const STATUS_COLORS: Record<CompensationStatus, string> = {
  OPENED: 'default',
  ASSESSED: 'processing',
  ELIGIBLE: 'cyan',
  NOT_ELIGIBLE: 'error',
  CLAIM_SUBMITTED: 'processing',
  AIRLINE_ACCEPTED: 'cyan',
  AIRLINE_REJECTED: 'error',
  PAID: 'success',
  CLOSED: 'success',
  CANCELLED: 'default',
};

/** A move an operator makes: a case is only ever OPENED by adding it. */
export type CompensationMove = Exclude<CompensationStatus, 'OPENED'>;

const isMove = (status: CompensationStatus): status is CompensationMove => status !== 'OPENED';

/**
 * The moves offered now (COMPENSATION_CASE), less the one that is not the type's: a goodwill case is
 * not claimed from the airline, an airline case is paid only after the airline accepted.
 */
export function compensationMoves(status: CompensationStatus, type: CompensationType): CompensationMove[] {
  return operatorMoves(COMPENSATION_CASE, status)
    .filter(isMove)
    .filter((to) => {
      if (type === 'GOODWILL') return to !== 'CLAIM_SUBMITTED';
      return !(to === 'PAID' && status === 'ELIGIBLE');
    });
}

/** Moves that end the case without compensation: red buttons, and a reason asked. */
export const DANGER: readonly CompensationStatus[] = ['NOT_ELIGIBLE', 'AIRLINE_REJECTED', 'CANCELLED'];

/** The airline's answer names what it pays. */
export const asksConfirmedAmount = (to: CompensationStatus) => to === 'AIRLINE_ACCEPTED';

/** The EU261 band a distance falls in: its translation key. */
export function bandKey(eu261: Eu261Suggestion): 'none' | 'short' | 'medium' | 'long' {
  if (!eu261.eligible || eu261.perPassenger <= 0) return 'none';
  if (eu261.perPassenger <= 250) return 'short';
  if (eu261.perPassenger <= 400) return 'medium';
  return 'long';
}

/** What an edit sends besides the id and version: only what changed. */
export interface EditValues {
  amount?: string;
  remark?: string;
}

/** The case may be edited now: before the claim goes out or anything is paid (the server's rule). */
export const isEditable = (status: CompensationStatus) => COMPENSATION_EDITABLE.includes(status);

/**
 * The fields an edit changes, as the server takes them: the amount as exact decimal text, the remark
 * trimmed and not blank (a blank remark means none to the server). Null when nothing changed: the
 * server refuses an edit without either.
 */
export function editedFields(
  seen: { applicationAmount: string | null; remark: string },
  typed: { amount: string | undefined; remark: string },
): EditValues | null {
  const amount =
    typed.amount !== undefined && Number(typed.amount) !== Number(seen.applicationAmount ?? NaN)
      ? typed.amount
      : undefined;
  const remark = typed.remark !== '' && typed.remark !== seen.remark.trim() ? typed.remark : undefined;
  if (amount === undefined && remark === undefined) return null;
  return { ...(amount === undefined ? {} : { amount }), ...(remark === undefined ? {} : { remark }) };
}
