import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatAmount, formatMoney, toCents, toJsonAmount } from './money';

describe('money', () => {
  it('converts decimal strings to integer cents and back', () => {
    expect(toCents('1234.5')).toBe(123450n);
    expect(toCents('-0.07')).toBe(-7n);
    expect(toCents('12')).toBe(1200n);
    expect(centsToDecimal(-123450n)).toBe('-1234.50');
    expect(centsToDecimal(5n)).toBe('0.05');
    expect(() => toCents('1.234')).toThrow(RangeError);
    expect(() => toCents('1e3')).toThrow(RangeError);
  });

  it('formats with 2 decimals and thousands separators, as the ledger messages show it', () => {
    expect(formatAmount('1234')).toBe('1,234.00');
    expect(formatAmount('999999999999.99')).toBe('999,999,999,999.99');
    expect(formatAmount('-1234567.5')).toBe('-1,234,567.50');
    expect(formatAmount('0.1')).toBe('0.10');
    expect(formatMoney('1234.00', 'EUR')).toBe('1,234.00 EUR');
  });

  it('gives JSON numbers that round-trip exactly', () => {
    expect(toJsonAmount('0.10')).toBe(0.1);
    expect(toJsonAmount('999999999999.99')).toBe(999999999999.99);
    expect(JSON.stringify(toJsonAmount('20338.30'))).toBe('20338.3');
  });

  it('gives the same number as the amount in cents would, and refuses what is not an amount', () => {
    for (const amount of ['0', '0.01', '0.1', '-0.07', '1234.5', '007.50', '-1234567.89', '99999999.99'])
      expect(toJsonAmount(amount)).toBe(Number(centsToDecimal(toCents(amount))));
    expect(Object.is(toJsonAmount('-0.00'), 0)).toBe(true);
    for (const amount of ['1.234', '1e3', '', 'NaN', '12,5'])
      expect(() => toJsonAmount(amount)).toThrow(RangeError);
  });
});
