import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { flightSearchRequest } from '@ota/contract';
import { isAirportCode, toSearchRequest, type SearchFormValues } from './search-request';

const values = (over: Partial<SearchFormValues> = {}): SearchFormValues => ({
  tripType: 'oneWay',
  origin: ' fra',
  destination: 'lhr ',
  departDate: dayjs('2030-03-12'),
  returnDate: dayjs('2030-03-19'),
  adults: 2,
  children: 1,
  infants: 0,
  cabin: 'economy',
  ...over,
});

describe('toSearchRequest', () => {
  it('uppercases the airports and sends no return date with a one-way trip', () => {
    const request = toSearchRequest(values());
    expect(request).toEqual({
      origin: 'FRA',
      destination: 'LHR',
      tripType: 'oneWay',
      departDate: '2030-03-12',
      returnDate: undefined,
      adults: 2,
      children: 1,
      infants: 0,
      cabin: 'economy',
    });
    expect(flightSearchRequest.safeParse(request).success).toBe(true);
  });

  it('sends the return date of a round trip', () => {
    const request = toSearchRequest(values({ tripType: 'roundTrip' }));
    expect(request.returnDate).toBe('2030-03-19');
    expect(flightSearchRequest.safeParse(request).success).toBe(true);
  });

  it('tells an IATA code from other text', () => {
    expect(isAirportCode(' cdg ')).toBe(true);
    expect(isAirportCode('CD')).toBe(false);
    expect(isAirportCode('Paris')).toBe(false);
    expect(isAirportCode(undefined)).toBe(false);
  });
});
