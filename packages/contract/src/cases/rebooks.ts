import { REBOOK_STATUSES, type RebookStatus } from '../rebooks';
import { mayMove } from './kernel';
import { describeCaseKind } from './descriptor';
import { Permission } from '../permissions';
import { MailboxType } from '../settings-mail/mailboxes';

/**
 * Rebook cases (docs/decisions/0018-rebooks.md): a flight may be chosen again until the customer
 * confirms; once confirmed the rebook only goes on to its payment, so cancel is refused from then on.
 * PAYMENT_PENDING is a card charge the payment side has not settled: pay retries it, nothing drops it.
 */
export const REBOOK_CASE = describeCaseKind<RebookStatus>({
  kind: 'REBOOK',
  prefix: 'RB',
  label: 'Rebook',
  mailbox: MailboxType.TICKET_CHANGE,
  area: 'rebooks',
  pages: {
    code: Permission.REBOOK_LIST,
    list: '/html/orderRebook',
    detail: '/html/orderRebook/details',
    by: 'orderNo',
  },
  statuses: REBOOK_STATUSES,
  initial: 'REQUESTED',
  transitions: {
    REQUESTED: ['FLIGHT_SELECTED', 'CANCELLED'],
    FLIGHT_SELECTED: ['FLIGHT_SELECTED', 'CONFIRMED', 'CANCELLED'],
    CONFIRMED: ['PAYMENT_PENDING', 'COMPLETED'],
    PAYMENT_PENDING: ['COMPLETED'],
  },
});

/** The state each step of the rebook pages moves a case to. */
const STEP_TARGETS = {
  select: 'FLIGHT_SELECTED',
  confirm: 'CONFIRMED',
  pay: 'COMPLETED',
  cancel: 'CANCELLED',
} as const satisfies Record<string, RebookStatus>;
export type RebookStep = keyof typeof STEP_TARGETS;

export function rebookStepTarget(step: RebookStep): RebookStatus {
  return STEP_TARGETS[step];
}

const statesFor = (step: RebookStep) =>
  REBOOK_STATUSES.filter((status) => mayMove(REBOOK_CASE, status, STEP_TARGETS[step]));

/**
 * Which states each step may start from, read off the declared moves: the server refuses any
 * other, and the pages offer only these, so a button never promises a refused move.
 */
export const REBOOK_STEPS: Readonly<Record<RebookStep, readonly RebookStatus[]>> = {
  select: statesFor('select'),
  confirm: statesFor('confirm'),
  pay: statesFor('pay'),
  cancel: statesFor('cancel'),
};

/** Whether a rebook in this status may take the step. */
export function rebookAllows(status: RebookStatus, step: RebookStep): boolean {
  return REBOOK_STEPS[step].includes(status);
}
