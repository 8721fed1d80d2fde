import { describe, expect, it } from 'vitest';
import { statusCountScope } from './orders.repository';

describe('counting from the kept status counts', () => {
  it('applies to no filter, statuses and platforms only', () => {
    expect(statusCountScope(1, {})).toEqual({ platforms: [1], statuses: null });
    expect(statusCountScope(null, { status: ['PAID', 'TICKETED'] })).toEqual({
      platforms: [1, 2],
      statuses: ['PAID', 'TICKETED'],
    });
    expect(statusCountScope(null, { platformType: 2 })).toEqual({ platforms: [2], statuses: null });
  });

  it('counts nothing for a platform outside the caller’s', () => {
    expect(statusCountScope(1, { platformType: 2 })).toEqual({ platforms: [], statuses: null });
  });

  it('leaves every other filter to a real count', () => {
    expect(statusCountScope(1, { airline: 'DA' })).toBeNull();
    expect(statusCountScope(1, { status: ['PAID'], bookStart: '2026-01-01' })).toBeNull();
  });
});
