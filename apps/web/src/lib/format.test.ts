import { describe, expect, it } from 'vitest';
import { formatAmount, formatApiDateTime, formatBirthday, formatDateTime, formatMoney } from './format';

describe('formatMoney', () => {
  it('shows 2 decimals, thousands separators and the currency after', () => {
    expect(formatMoney(12345.67, 'EUR')).toBe('12,345.67 EUR');
    expect(formatMoney(1234567.891, 'USD')).toBe('1,234,567.89 USD');
    expect(formatMoney(0, 'CNY')).toBe('0.00 CNY');
    expect(formatMoney(-1500.5, 'EUR')).toBe('-1,500.50 EUR');
    expect(formatMoney(999.999, 'EUR')).toBe('1,000.00 EUR');
  });

  it('accepts numeric strings and leaves out a missing currency', () => {
    expect(formatMoney('2500', 'EUR')).toBe('2,500.00 EUR');
    expect(formatMoney(10)).toBe('10.00');
  });

  it('shows nothing for a value that is not a number', () => {
    expect(formatMoney(undefined, 'EUR')).toBe('');
    expect(formatMoney(null, 'EUR')).toBe('');
    expect(formatMoney('abc', 'EUR')).toBe('');
    expect(formatAmount(Number.NaN)).toBe('');
  });
});

describe('formatBirthday', () => {
  it('turns YYYYMMDD into YYYY-MM-DD', () => {
    expect(formatBirthday('19900102')).toBe('1990-01-02');
    expect(formatBirthday(20010930)).toBe('2001-09-30');
  });

  it('leaves anything else as is', () => {
    expect(formatBirthday('1990-01-02')).toBe('1990-01-02');
    expect(formatBirthday('')).toBe('');
    expect(formatBirthday(null)).toBe('');
  });
});

describe('formatDateTime', () => {
  it('uses YYYY-MM-DD HH:mm:ss', () => {
    expect(formatDateTime(new Date(2025, 0, 2, 3, 4, 5))).toBe('2025-01-02 03:04:05');
  });
});

describe('formatApiDateTime', () => {
  it('shows an API or wrapper date-time at the screen’s precision', () => {
    expect(formatApiDateTime('2026-11-24 08:15:42', 'minute')).toBe('2026-11-24 08:15');
    expect(formatApiDateTime('2026-11-24T08:15:42', 'second')).toBe('2026-11-24 08:15:42');
    expect(formatApiDateTime('2026-11-24 08:15', 'second')).toBe('2026-11-24 08:15:00');
  });

  it('shows nothing for no value and leaves other text as is', () => {
    expect(formatApiDateTime(null, 'minute')).toBe('');
    expect(formatApiDateTime('', 'second')).toBe('');
    expect(formatApiDateTime('soon', 'minute')).toBe('soon');
  });
});
