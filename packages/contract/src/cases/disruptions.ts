import { DISRUPTION_STATUSES, type DisruptionStatus } from '../disruptions';
import { declareCaseKind } from './kernel';

/**
 * The states of a flight disruption (docs/domain.md "Flight disruptions"), declared like every case
 * kind: the server moves a disruption only along these, and its detail offers exactly these. CLOSED
 * also needs the compensation check (docs/decisions/0017-disruptions.md), a rule of its own.
 */
export const DISRUPTION_CASE = declareCaseKind<DisruptionStatus>({
  kind: 'DISRUPTION',
  prefix: 'FD',
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
