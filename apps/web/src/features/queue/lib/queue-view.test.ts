import { describe, expect, it } from 'vitest';
import { anyStatusKey, kindsFor, statusKey, statusesFor } from './queue-view';

describe('queue view', () => {
  it('offers the kinds the codes open, and the states of the chosen kind', () => {
    expect(kindsFor(['1005-1', '1001-3'])).toEqual(['REFUND', 'DISRUPTION']);
    expect(kindsFor(null)).toEqual([]);
    expect(statusesFor(['REFUND', 'DISRUPTION'], 'REFUND')).toContain('QUOTE_EXPIRED');
    expect(statusesFor(['REFUND', 'DISRUPTION'], 'REFUND')).not.toContain('NOTIFIED');
    expect(statusesFor(['REFUND', 'DISRUPTION'], undefined)).toContain('NOTIFIED');
  });

  it('names a state in the words of its kind’s own screens', () => {
    expect(statusKey('REFUND', 'QUOTED')).toBe('refunds.statuses.QUOTED');
    expect(statusKey('SOMETHING_NEW', 'OPEN')).toBe('queue.statuses.OPEN');
  });

  it('names a state with no kind chosen in the words of a kind that has it, never its code', () => {
    expect(anyStatusKey(['REFUND', 'DISRUPTION'], 'NOTIFIED')).toBe(statusKey('DISRUPTION', 'NOTIFIED'));
    expect(anyStatusKey(['REFUND', 'DISRUPTION'], 'QUOTED')).toBe(statusKey('REFUND', 'QUOTED'));
  });
});
