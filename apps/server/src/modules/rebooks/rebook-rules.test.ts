import { describe, expect, it } from 'vitest';
import { amountDue, assertStep, difference, penaltyFor } from './rebook-rules';

describe('rebook rules', () => {
  it('collects a dearer fare and the penalty, never pays back a cheaper fare', () => {
    expect(amountDue('25.10', '0.00')).toBe('25.10');
    expect(amountDue('-40.00', '50.00')).toBe('50.00');
    expect(difference('100.05', '120.10')).toBe('-20.05');
  });

  it('charges no penalty for an involuntary change', () => {
    expect(penaltyFor(true, '75.00', 2)).toBe('0.00');
    expect(penaltyFor(false, '75.00', 2)).toBe('150.00');
    expect(penaltyFor(false, null, 2)).toBe('0.00');
  });

  it('names the current state when a step is not allowed', () => {
    expect(() => assertStep({ rebookNo: 'RB1-1', status: 'COMPLETED' }, 'pay')).toThrow(
      'Rebook RB1-1 is COMPLETED: pay needs CONFIRMED or PAYMENT_PENDING',
    );
    expect(() => assertStep({ rebookNo: 'RB1-1', status: 'FLIGHT_SELECTED' }, 'confirm')).not.toThrow();
  });

  it('lets a rebook be cancelled until the customer confirms it, and only paid after that', () => {
    expect(() => assertStep({ rebookNo: 'RB1-1', status: 'FLIGHT_SELECTED' }, 'cancel')).not.toThrow();
    expect(() => assertStep({ rebookNo: 'RB1-1', status: 'CONFIRMED' }, 'cancel')).toThrow(
      'Rebook RB1-1 is CONFIRMED: cancel needs REQUESTED or FLIGHT_SELECTED',
    );
    expect(() => assertStep({ rebookNo: 'RB1-1', status: 'PAYMENT_PENDING' }, 'cancel')).toThrow(
      'is PAYMENT_PENDING',
    );
    expect(() => assertStep({ rebookNo: 'RB1-1', status: 'CONFIRMED' }, 'select')).toThrow('is CONFIRMED');
  });
});
