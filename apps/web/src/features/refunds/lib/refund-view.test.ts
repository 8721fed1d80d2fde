import { describe, expect, it } from 'vitest';
import {
  amountText,
  deadlineView,
  formatLeft,
  isStaleVersion,
  moveFields,
  quoteLines,
  refundActions,
} from './refund-view';

describe('refund view', () => {
  it('counts a quote down from the answer and reads expired once past', () => {
    const quoted = { status: 'QUOTED' as const, deadline: '2026-11-25 08:39:13', secondsLeft: 3725 };
    expect(deadlineView(quoted, 0)).toEqual({ kind: 'left', seconds: 3725, text: '01:02:05' });
    expect(deadlineView(quoted, 3724)).toMatchObject({ kind: 'left', text: '00:00:01' });
    expect(deadlineView(quoted, 3725)).toEqual({ kind: 'expired' });
    expect(deadlineView({ ...quoted, secondsLeft: -10 }, 0)).toEqual({ kind: 'expired' });
    // A clock a little behind the answer never adds time.
    expect(deadlineView(quoted, -5)).toMatchObject({ seconds: 3725 });
  });

  it('shows an expired quote as expired, and a deadline that no longer binds as its date', () => {
    const deadline = '2026-11-25 08:39:13';
    expect(deadlineView({ status: 'QUOTE_EXPIRED', deadline, secondsLeft: 999 }, 0)).toEqual({
      kind: 'expired',
    });
    expect(deadlineView({ status: 'REFUNDED', deadline, secondsLeft: -999 }, 0)).toEqual({
      kind: 'at',
      text: '2026-11-25 08:39',
    });
    expect(deadlineView({ status: 'REQUESTED', deadline: null, secondsLeft: null }, 0)).toEqual({
      kind: 'none',
    });
  });

  it('writes days before the clock', () => {
    expect(formatLeft(86_400 + 3600 * 2 + 63)).toBe('1d 02:01:03');
    expect(formatLeft(59)).toBe('00:00:59');
  });

  it('lays the quote out line by line: fare less each deduction equals the refund', () => {
    const lines = quoteLines({
      fare: '400.00',
      penalty: '50.00',
      nonRefundableTaxes: '3.00',
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

  it('tells a stale version from other refusals, and sends amounts with two decimals', () => {
    expect(isStaleVersion('This case was changed by operator at 2026-11-24 08:39:14; reload it')).toBe(true);
    expect(isStaleVersion('Refund RF00000012 is CONFIRMED: it cannot move to QUOTED')).toBe(false);
    expect(amountText(12.5)).toBe('12.50');
    expect(amountText(null)).toBeUndefined();
  });
});
