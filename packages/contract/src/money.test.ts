import { describe, expect, it } from 'vitest';
import { amountText, centsToDecimal, toCents } from './money';

describe('money in cents', () => {
  it('reads a wrapper amount exactly, float noise and all', () => {
    expect(toCents(amountText(0.1 + 0.2))).toBe(30n);
    expect(toCents(amountText(1234.5))).toBe(123450n);
    expect(toCents(amountText(-12))).toBe(-1200n);
    expect(amountText(12.5)).toBe('12.50');
    expect(centsToDecimal(toCents(amountText(99.99)) * 3n)).toBe('299.97');
  });
});
