import { describe, expect, it } from 'vitest';
import { amountText, isStaleVersion } from './case-outcome';

describe('case outcomes', () => {
  it('tells a stale version from other refusals, and sends amounts with two decimals', () => {
    expect(isStaleVersion('This case was changed by operator at 2026-11-24 08:39:14; reload it')).toBe(true);
    expect(isStaleVersion('Refund RF00000012 is CONFIRMED: it cannot move to QUOTED')).toBe(false);
    expect(amountText(12.5)).toBe('12.50');
    expect(amountText(null)).toBeUndefined();
  });
});
