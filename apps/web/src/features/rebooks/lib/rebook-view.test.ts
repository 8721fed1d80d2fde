import { describe, expect, it } from 'vitest';
import { cardNumberProblem, cvvProblem, expiryProblem, durationText, groupCardNumber } from './rebook-view';

describe('rebook view', () => {
  it('checks the card number with the Luhn rule like the server', () => {
    expect(cardNumberProblem('')).toBe('cardNumberRequired');
    expect(cardNumberProblem('4111 1111 1111 1112')).toBe('cardNumberLuhn');
    expect(cardNumberProblem('4111 1111 1111 1111')).toBeNull();
  });

  it('wants an expiry MM/YY not in the past and a CVV of 3 or 4 digits', () => {
    const now = new Date(Date.UTC(2026, 10, 22));
    expect(expiryProblem('', now)).toBe('expiryRequired');
    expect(expiryProblem('1/27', now)).toBe('expiryFormat');
    expect(expiryProblem('10/26', now)).toBe('expiryPast');
    expect(expiryProblem('11/26', now)).toBeNull();
    expect(cvvProblem('12')).toBe('cvvFormat');
    expect(cvvProblem('123')).toBeNull();
  });

  it('groups digits by four', () => {
    expect(groupCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
  });
  it('shows durations in hours and minutes', () => {
    expect(durationText(95)).toBe('1h 35m');
  });
});
