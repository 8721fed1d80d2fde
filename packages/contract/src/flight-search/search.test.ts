import { describe, expect, it } from 'vitest';
import { flightSearchRequest } from './search';

const base = { origin: 'fra', destination: 'LHR', tripType: 'oneWay', departDate: '2030-03-12', adults: 1 };
const firstMessage = (input: unknown) => {
  const result = flightSearchRequest.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('flightSearchRequest', () => {
  it('uppercases airports and fills the defaults', () => {
    expect(flightSearchRequest.parse({ ...base, returnDate: '' })).toEqual({
      origin: 'FRA',
      destination: 'LHR',
      tripType: 'oneWay',
      departDate: '2030-03-12',
      returnDate: undefined,
      adults: 1,
      children: 0,
      infants: 0,
      cabin: 'economy',
    });
  });

  it('names the field of each broken rule', () => {
    expect(firstMessage({ ...base, destination: 'FRA' })).toBe('destination must differ from origin');
    expect(firstMessage({ ...base, tripType: 'roundTrip' })).toBe('returnDate is required for a round trip');
    expect(firstMessage({ ...base, tripType: 'roundTrip', returnDate: '2030-03-01' })).toBe(
      'returnDate must not be before departDate',
    );
    expect(firstMessage({ ...base, adults: 4, children: 6 })).toBe(
      'adults plus children must be at most 9 seated passengers',
    );
    expect(firstMessage({ ...base, adults: 2, infants: 3 })).toBe('infants must not outnumber adults');
  });
});
