import { DISRUPTION_CASE, DISRUPTION_STATUSES, nextStatuses } from '@ota/contract';
import { describe, expect, it } from 'vitest';
import { allowedTransitions, assertTransition } from './disruption-rules';

describe('disruption moves', () => {
  it('offers exactly the moves the declared kind has', () => {
    for (const status of DISRUPTION_STATUSES)
      expect(allowedTransitions(status)).toEqual([...nextStatuses(DISRUPTION_CASE, status)]);
    expect(allowedTransitions('CLOSED')).toEqual([]);
  });

  it('refuses an undeclared move naming the disruption and its state', () => {
    const disruption = { disruptionNo: 'FD2026010100001', compensationChecked: true };
    expect(() => assertTransition({ ...disruption, status: 'NOTIFIED' }, 'ACCEPTED')).toThrow(
      'Disruption FD2026010100001 is NOTIFIED: cannot move to ACCEPTED',
    );
    expect(() => assertTransition({ ...disruption, status: 'CLOSED' }, 'DETECTED')).toThrow(
      'Disruption FD2026010100001 is CLOSED: cannot move to DETECTED',
    );
    expect(() => assertTransition({ ...disruption, status: 'ACCEPTED' }, 'CLOSED')).not.toThrow();
    expect(() =>
      assertTransition({ ...disruption, status: 'ACCEPTED', compensationChecked: false }, 'CLOSED'),
    ).toThrow('Disruption FD2026010100001 needs its compensation check before CLOSED');
  });
});
