import { describe, expect, it } from 'vitest';
import { cardBrand, expiryInFuture, passesLuhn } from './card';

describe('card checks', () => {
  it('applies the Luhn rule, ignoring spaces and dashes', () => {
    expect(passesLuhn('4111 1111 1111 1111')).toBe(true);
    expect(passesLuhn('5555-5555-5555-4444')).toBe(true);
    expect(passesLuhn('378282246310005')).toBe(true);
    expect(passesLuhn('4111 1111 1111 1112')).toBe(false);
    expect(passesLuhn('1234')).toBe(false);
    expect(passesLuhn('4111a11111111111')).toBe(false);
  });

  it('names the brand', () => {
    expect(cardBrand('4111111111111111')).toBe('VISA');
    expect(cardBrand('5555555555554444')).toBe('MASTERCARD');
    expect(cardBrand('378282246310005')).toBe('AMEX');
    expect(cardBrand('9999999999999995')).toBe('OTHER');
  });

  it('takes a card as good through its expiry month', () => {
    const now = new Date(Date.UTC(2026, 10, 22));
    expect(expiryInFuture('11/26', now)).toBe(true);
    expect(expiryInFuture('10/26', now)).toBe(false);
    expect(expiryInFuture('01/30', now)).toBe(true);
    expect(expiryInFuture('13/30', now)).toBe(false);
  });
});
