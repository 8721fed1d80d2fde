import { describe, expect, it } from 'vitest';
import { bandKey, compensationMoves, editedFields, isEditable } from './compensation-view';

const band = (perPassenger: number, eligible = true) => ({
  disruptionNo: 'FD1',
  disruptionType: 'CANCELLATION',
  flight: 'DA1 MAD-FRA 2026-01-01',
  distanceKm: 1400,
  eligible,
  perPassenger,
  passengers: 1,
  currency: 'EUR' as const,
  checked: false,
});

describe('compensation view', () => {
  it('offers a goodwill case payment when eligible and an airline case the claim', () => {
    expect(compensationMoves('ELIGIBLE', 'GOODWILL')).toEqual(['PAID', 'CANCELLED']);
    expect(compensationMoves('ELIGIBLE', 'AIRLINE')).toEqual(['CLAIM_SUBMITTED', 'CANCELLED']);
    expect(compensationMoves('AIRLINE_ACCEPTED', 'AIRLINE')).toEqual(['PAID', 'CANCELLED']);
    expect(compensationMoves('CLOSED', 'AIRLINE')).toEqual([]);
  });

  it('names the EU261 band of a suggestion', () => {
    expect(bandKey(band(250))).toBe('short');
    expect(bandKey(band(400))).toBe('medium');
    expect(bandKey(band(600))).toBe('long');
    expect(bandKey(band(0, false))).toBe('none');
  });

  it('edits only before the claim goes out, and sends only what changed', () => {
    expect(['OPENED', 'ASSESSED', 'ELIGIBLE'].every((s) => isEditable(s as never))).toBe(true);
    expect(isEditable('CLAIM_SUBMITTED')).toBe(false);
    expect(isEditable('PAID')).toBe(false);
    const seen = { applicationAmount: '800.00', remark: 'Phone call' };
    expect(editedFields(seen, { amount: '800.00', remark: 'Phone call' })).toBeNull();
    expect(editedFields(seen, { amount: '750.50', remark: 'Phone call' })).toEqual({ amount: '750.50' });
    expect(editedFields(seen, { amount: '800.00', remark: 'Mail' })).toEqual({ remark: 'Mail' });
    // A blank remark is none to the server: it does not travel.
    expect(editedFields(seen, { amount: '800.00', remark: '' })).toBeNull();
    expect(editedFields({ applicationAmount: null, remark: '' }, { amount: '10.00', remark: 'x' })).toEqual({
      amount: '10.00',
      remark: 'x',
    });
  });
});
