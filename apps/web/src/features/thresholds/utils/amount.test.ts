import { describe, expect, it } from 'vitest';
import { amountNumber, amountProblem } from './amount';

describe('amountProblem', () => {
  it('takes amounts with at most 2 decimals and 12 digits', () => {
    expect(amountProblem('0', false)).toBeNull();
    expect(amountProblem('5000.5', false)).toBeNull();
    expect(amountProblem(' 999999999999.99 ', false)).toBeNull();
    expect(amountProblem('-12.34', true)).toBeNull();
    expect(amountProblem(12.34, true)).toBeNull();
  });

  it('names what is wrong', () => {
    expect(amountProblem(undefined, false)).toBe('required');
    expect(amountProblem('  ', true)).toBe('required');
    expect(amountProblem('1.234', false)).toBe('invalid');
    expect(amountProblem('1e5', false)).toBe('invalid');
    expect(amountProblem('1000000000000', false)).toBe('invalid');
    expect(amountProblem('-1', false)).toBe('negative');
    expect(amountProblem('0.00', true)).toBe('zero');
    expect(amountProblem('-0', true)).toBe('zero');
  });

  it('turns a checked amount into its exact JSON number', () => {
    expect(amountNumber('-700.50')).toBe(-700.5);
    expect(amountNumber(' 0.1 ')).toBe(0.1);
  });
});
