import { describe, expect, it } from 'vitest';
import { eu261Band, suggestCompensation } from './compensation';

describe('EU261 suggestion', () => {
  it('bands by distance', () => {
    expect(eu261Band(1)).toBe(250);
    expect(eu261Band(1500)).toBe(250);
    expect(eu261Band(1501)).toBe(400);
    expect(eu261Band(3500)).toBe(400);
    expect(eu261Band(3501)).toBe(600);
  });

  it('suggests a band for a delay of 3 hours or more and for a cancellation', () => {
    const madCdg = { dep: 'MAD', arr: 'CDG' };
    expect(suggestCompensation({ ...madCdg, type: 'DELAY', delayMinutes: 179 })).toMatchObject({
      eligible: false,
      amount: 0,
    });
    const late = suggestCompensation({ ...madCdg, type: 'DELAY', delayMinutes: 180 });
    expect(late).toMatchObject({ eligible: true, amount: 250, currency: 'EUR' });
    expect(late.distanceKm).toBeGreaterThan(1000);
    expect(
      suggestCompensation({ dep: 'MAD', arr: 'JFK', type: 'CANCELLATION', delayMinutes: 0 }),
    ).toMatchObject({
      eligible: true,
      amount: 600,
    });
  });

  it('suggests nothing when an airport is unknown', () => {
    expect(suggestCompensation({ dep: 'MAD', arr: 'ZZZ', type: 'CANCELLATION', delayMinutes: 0 })).toEqual({
      distanceKm: null,
      eligible: false,
      amount: 0,
      currency: 'EUR',
    });
  });
});
