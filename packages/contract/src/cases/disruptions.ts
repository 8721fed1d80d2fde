import { DISRUPTION_STATUSES, type DisruptionStatus } from '../disruptions';
import { describeCaseKind } from './descriptor';
import { Permission } from '../permissions';
import { MailboxType } from '../settings-mail/mailboxes';

/**
 * The states of a flight disruption (docs/domain.md "Flight disruptions"), declared like every case
 * kind: the server moves a disruption only along these, and its detail offers exactly these. CLOSED
 * also needs the compensation check (docs/decisions/0017-disruptions.md), a rule of its own.
 */
export const DISRUPTION_CASE = describeCaseKind<DisruptionStatus>({
  kind: 'DISRUPTION',
  prefix: 'FD',
  label: 'Disruption',
  mailbox: MailboxType.DISRUPTION,
  area: 'disruptions',
  pages: {
    code: Permission.FLIGHT_DISRUPTIONS,
    list: '/html/flightDisruptions',
    detail: '/html/flightDisruptions',
    by: 'id',
  },
  statuses: DISRUPTION_STATUSES,
  initial: 'DETECTED',
  transitions: {
    DETECTED: ['NOTIFIED'],
    NOTIFIED: ['AWAITING_DECISION'],
    AWAITING_DECISION: ['ACCEPTED', 'REBOOKED', 'INVOLUNTARY_REFUND'],
    ACCEPTED: ['CLOSED'],
    REBOOKED: ['CLOSED'],
    INVOLUNTARY_REFUND: ['CLOSED'],
  },
});
