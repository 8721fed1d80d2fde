import { describe, expect, it } from 'vitest';
import { financialLineDayProblem, financialLineDays } from './financial-report';
import { amountCents, isWithinDocumentAmount, MAX_DOCUMENT_AMOUNT } from './money-limits';

describe('document amounts and line days', () => {
  it('reads decimal strings as exact cents, and nothing else', () => {
    expect([amountCents('12.5'), amountCents('-0.01'), amountCents('999999.99')]).toEqual([
      1250n,
      -1n,
      99999999n,
    ]);
    for (const bad of ['NaN', '1e3', '12.345', '', '-', '1.']) expect(amountCents(bad), bad).toBeNull();
  });

  it('bounds a document at ±MAX_DOCUMENT_AMOUNT, exactly', () => {
    expect(MAX_DOCUMENT_AMOUNT).toBe('999999.99');
    for (const ok of ['999999.99', '-999999.99', '0.01', '000999999.99'])
      expect(isWithinDocumentAmount(ok), ok).toBe(true);
    for (const out of ['1000000', '-1000000.00', '999999999999.99', 'Infinity'])
      expect(isWithinDocumentAmount(out), out).toBe(false);
  });

  it('takes a line’s day within the last FINANCIAL_MAX_DAYS days up to today', () => {
    expect(financialLineDays('2026-03-01')).toEqual({ first: '2025-03-01', last: '2026-03-01' });
    expect(financialLineDays('2024-12-31')).toEqual({ first: '2024-01-01', last: '2024-12-31' });
    expect(financialLineDayProblem('2025-03-01', '2026-03-01')).toBeNull();
    for (const day of ['2025-02-28', '2026-03-02', '1900-01-01', '9999-12-31'])
      expect(financialLineDayProblem(day, '2026-03-01')).toBe(
        'day must be between 2025-03-01 and 2026-03-01',
      );
  });
});
