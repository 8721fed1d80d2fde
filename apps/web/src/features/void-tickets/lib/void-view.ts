import { VOID_TICKET_CASE, type VoidTicketStatus } from '@ota/contract';
import { operatorMoves } from '../../../lib/case-deadline';
import { caseDetailPath } from '../../../lib/case-kind';

export const STATUS_COLORS: Record<VoidTicketStatus, string> = {
  REQUESTED: 'processing',
  VOIDED: 'success',
  REJECTED: 'error',
};

/** A move an operator makes: the void is only ever asked for by opening it. */
export type VoidMove = Exclude<VoidTicketStatus, 'REQUESTED'>;

const isMove = (status: VoidTicketStatus): status is VoidMove => status !== 'REQUESTED';

/** The moves an operator is offered now (the contract's VOID_TICKET_CASE). */
export function voidMoves(status: VoidTicketStatus): VoidMove[] {
  return operatorMoves(VOID_TICKET_CASE, status).filter(isMove);
}

/** Either move ends the void for good: red buttons. */
export const DANGER: readonly VoidMove[] = ['VOIDED', 'REJECTED'];

/** A rejection says why (the server refuses one without a reason); voiding needs none. */
export const ASKS_REASON: readonly VoidMove[] = ['REJECTED'];

export const detailPath = caseDetailPath(VOID_TICKET_CASE);
