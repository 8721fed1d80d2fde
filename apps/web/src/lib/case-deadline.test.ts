import { describe, expect, it } from 'vitest';
import { REFUND_CASE, TICKET_CHANGE_CASE } from '@ota/contract';
import { deadlineView, formatLeft, operatorMoves } from './case-deadline';

describe('case deadlines', () => {
  it('counts a quote down from the answer and reads expired once past', () => {
    const quoted = { status: 'QUOTED' as const, deadline: '2026-11-25 08:39:13', secondsLeft: 3725 };
    expect(deadlineView(REFUND_CASE, quoted, 0)).toEqual({ kind: 'left', seconds: 3725, text: '01:02:05' });
    expect(deadlineView(REFUND_CASE, quoted, 3724)).toMatchObject({ kind: 'left', text: '00:00:01' });
    expect(deadlineView(REFUND_CASE, quoted, 3725)).toEqual({ kind: 'expired' });
    expect(deadlineView(REFUND_CASE, { ...quoted, secondsLeft: -10 }, 0)).toEqual({ kind: 'expired' });
    // A clock a little behind the answer never adds time.
    expect(deadlineView(REFUND_CASE, quoted, -5)).toMatchObject({ seconds: 3725 });
  });

  it('shows an expired quote as expired, and a deadline that no longer binds as its date', () => {
    const deadline = '2026-11-25 08:39:13';
    expect(deadlineView(REFUND_CASE, { status: 'QUOTE_EXPIRED', deadline, secondsLeft: 999 }, 0)).toEqual({
      kind: 'expired',
    });
    expect(deadlineView(REFUND_CASE, { status: 'REFUNDED', deadline, secondsLeft: -999 }, 0)).toEqual({
      kind: 'at',
      text: '2026-11-25 08:39',
    });
    expect(deadlineView(REFUND_CASE, { status: 'REQUESTED', deadline: null, secondsLeft: null }, 0)).toEqual({
      kind: 'none',
    });
  });

  it('writes days before the clock', () => {
    expect(formatLeft(86_400 + 3600 * 2 + 63)).toBe('1d 02:01:03');
    expect(formatLeft(59)).toBe('00:00:59');
  });

  it("reads each kind's own expiry: a ticket change awaiting payment counts down too", () => {
    const row = { status: 'PENDING_PAYMENT' as const, deadline: '2026-11-25 08:39:13', secondsLeft: 60 };
    expect(deadlineView(TICKET_CHANGE_CASE, row, 0)).toMatchObject({ kind: 'left', text: '00:01:00' });
    expect(operatorMoves(TICKET_CHANGE_CASE, 'PENDING_PAYMENT')).toEqual(['PAID', 'CANCELLED']);
  });
});
