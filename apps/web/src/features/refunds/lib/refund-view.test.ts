import { describe, expect, it } from 'vitest';
import { moveFields, quoteLines, refundActions } from './refund-view';

describe('refund view', () => {
  it('lays the quote out line by line: fare less each deduction equals the refund', () => {
    const lines = quoteLines({
      fare: '400.00',
      penalty: '50.00',
      nonRefundableTaxes: '3.00',
      beyondCharged: '0.00',
      serviceCharge: '5.00',
      quoteAmount: '342.00',
    });
    expect(lines.map((line) => `${line.sign}${line.key}:${line.amount}`)).toEqual([
      'fare:400.00',
      '−penalty:50.00',
      '−nonRefundableTaxes:3.00',
      '−serviceCharge:5.00',
      '=quoteAmount:342.00',
    ]);
  });

  it('shows what the airline returns beyond what was charged for the tickets as a deduction of its own', () => {
    const lines = quoteLines({
      fare: '400.00',
      penalty: '50.00',
      nonRefundableTaxes: '3.00',
      beyondCharged: '47.00',
      serviceCharge: '5.00',
      quoteAmount: '295.00',
    });
    expect(lines.map((line) => `${line.sign}${line.key}:${line.amount}`)).toEqual([
      'fare:400.00',
      '−penalty:50.00',
      '−nonRefundableTaxes:3.00',
      '−beyondCharged:47.00',
      '−serviceCharge:5.00',
      '=quoteAmount:295.00',
    ]);
  });

  it('offers the declared moves of each state, but not the expiry the deadline makes', () => {
    expect(refundActions('REQUESTED')).toEqual(['QUOTED', 'CANCELLED']);
    expect(refundActions('QUOTED')).toEqual(['CONFIRMED', 'CANCELLED']);
    expect(refundActions('QUOTE_EXPIRED')).toEqual(['QUOTED', 'CANCELLED']);
    expect(refundActions('CONFIRMED')).toEqual(['SUBMITTED_TO_AIRLINE', 'CANCELLED']);
    expect(refundActions('SUBMITTED_TO_AIRLINE')).toEqual(['AIRLINE_APPROVED', 'AIRLINE_REJECTED']);
    expect(refundActions('AIRLINE_APPROVED')).toEqual(['REFUNDED']);
    expect(refundActions('REFUNDED')).toEqual([]);
    expect(refundActions('CANCELLED')).toEqual([]);
    expect(refundActions('AIRLINE_REJECTED')).toEqual([]);
  });

  it('asks each move for what it needs', () => {
    expect(moveFields('QUOTED')).toEqual({ serviceCharge: true, confirmedAmount: false, reason: false });
    expect(moveFields('AIRLINE_APPROVED')).toEqual({
      serviceCharge: false,
      confirmedAmount: true,
      reason: true,
    });
    expect(moveFields('AIRLINE_REJECTED')).toMatchObject({ reason: true, confirmedAmount: false });
    expect(moveFields('CANCELLED')).toMatchObject({ reason: true });
    expect(moveFields('CONFIRMED')).toEqual({ serviceCharge: false, confirmedAmount: false, reason: false });
  });
});
