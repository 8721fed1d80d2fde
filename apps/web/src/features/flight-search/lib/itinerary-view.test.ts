import { describe, expect, it } from 'vitest';
import type { WrapperJourney } from '@ota/contract';
import {
  arrivalOf,
  departureOf,
  durationParts,
  fareSubtotal,
  flightNumbersOf,
  stopsOf,
} from './itinerary-view';

const segment = (flightNo: string, dep: string, arr: string, depTime: string, arrTime: string) => ({
  flightNo,
  carrier: flightNo.slice(0, 2),
  dep,
  arr,
  depTime,
  arrTime,
  duration: 60,
  aircraft: 'A320',
  cabin: 'economy' as const,
  fareBasis: 'Y',
});

const journey: WrapperJourney = {
  segments: [
    segment('DA1', 'FRA', 'MUC', '2030-03-12 07:00', '2030-03-12 08:00'),
    segment('DA2', 'MUC', 'LHR', '2030-03-12 09:30', '2030-03-12 10:40'),
  ],
  duration: 280,
};

describe('itinerary view helpers', () => {
  it('splits minutes into hours and minutes', () => {
    expect(durationParts(95)).toEqual({ hours: 1, minutes: 35 });
    expect(durationParts(45)).toEqual({ hours: 0, minutes: 45 });
    expect(durationParts(600)).toEqual({ hours: 10, minutes: 0 });
  });

  it('reads stops, flight numbers, first departure and last arrival of a journey', () => {
    expect(stopsOf(journey)).toBe(1);
    expect(flightNumbersOf(journey)).toBe('DA1 · DA2');
    expect(departureOf(journey)).toBe('2030-03-12 07:00');
    expect(arrivalOf(journey)).toBe('2030-03-12 10:40');
  });

  it('multiplies a passenger fare by its count in exact cents', () => {
    expect(fareSubtotal({ ageType: 0, count: 3, base: 0.1, taxes: 0.0, total: 0.1 })).toBe(0.3);
    expect(fareSubtotal({ ageType: 1, count: 2, base: 135, taxes: 95.34, total: 230.34 })).toBe(460.68);
  });
});
