import { describe, expect, it } from 'vitest';
import type { OrderSegment } from '@ota/contract';
import { changeActions, directionsOf, mayTurnIntoRefund, quoteLines, searchKind } from './change-view';

const segment = (id: number, back: boolean) => ({ id, back }) as OrderSegment;

describe('ticket change view', () => {
  it('lays the quote out line by line: the differences, penalty and fee add up to the total', () => {
    const lines = quoteLines({
      fareDifference: '40.00',
      taxDifference: '3.50',
      penalty: '50.00',
      serviceFee: '12.00',
      total: '105.50',
      newFlights: [],
    });
    expect(lines.map((line) => `${line.sign}${line.key}:${line.amount}`)).toEqual([
      'fareDifference:40.00',
      '+taxDifference:3.50',
      '+penalty:50.00',
      '+serviceFee:12.00',
      '=total:105.50',
    ]);
  });

  it('offers the declared moves of each state, but not the expiry the deadline makes', () => {
    expect(changeActions('REQUESTED')).toEqual(['QUOTED', 'CANCELLED']);
    expect(changeActions('QUOTED')).toEqual(['PENDING_PAYMENT', 'CANCELLED']);
    expect(changeActions('QUOTE_EXPIRED')).toEqual(['QUOTED', 'CANCELLED']);
    expect(changeActions('PENDING_PAYMENT')).toEqual(['PAID', 'CANCELLED']);
    expect(changeActions('PAID')).toEqual(['REISSUED', 'FAILED']);
    expect(changeActions('REISSUED')).toEqual([]);
  });

  it('turns into a refund unless money is held or the new flights are flown', () => {
    expect(mayTurnIntoRefund('QUOTED')).toBe(true);
    expect(mayTurnIntoRefund('CANCELLED')).toBe(true);
    expect(mayTurnIntoRefund('PAID')).toBe(false);
    expect(mayTurnIntoRefund('REISSUED')).toBe(false);
  });

  it("splits the change's segments by way", () => {
    const all = [segment(1, false), segment(2, false), segment(3, true)];
    expect(directionsOf(all, [2, 3])).toEqual({ go: [all[1]], back: [all[2]] });
  });

  it('reads a search as none, found or failed (spec section 8)', () => {
    const it = { id: 'x' } as never;
    expect(searchKind({ goRouting: [], backRouting: [], warnings: [] })).toBe('none');
    expect(searchKind({ goRouting: [it], backRouting: [], warnings: [] })).toBe('found');
    expect(
      searchKind({
        goRouting: [],
        backRouting: [],
        warnings: [{ wrapperName: 'DA', kind: 'timeout', message: 'x' }],
      }),
    ).toBe('failed');
  });
});
