import { describe, expect, it } from 'vitest';
import { AIRPORTS, distanceKm } from '../../platform/airports';
import { legsFor } from './schedule';
import { zonedToUtc } from './time';

const airline = { code: 'DA', name: 'Demo Air', seed: 'test-seed' };
const codes = [...AIRPORTS.keys()];

function airport(code: string) {
  const found = AIRPORTS.get(code);
  if (!found) throw new Error(`no airport ${code}`);
  return found;
}

describe('demo airline schedule', () => {
  it('knows about thirty real airports with plausible great-circle distances', () => {
    expect(AIRPORTS.size).toBeGreaterThanOrEqual(30);
    expect(distanceKm(airport('FRA'), airport('LHR'))).toBeGreaterThan(630);
    expect(distanceKm(airport('FRA'), airport('LHR'))).toBeLessThan(680);
    expect(distanceKm(airport('FRA'), airport('JFK'))).toBeGreaterThan(6150);
    expect(distanceKm(airport('FRA'), airport('JFK'))).toBeLessThan(6250);
  });

  it('flies 2 to 6 flights a day between 06:00 and 22:00 local, numbered with the airline code', () => {
    for (const [i, origin] of codes.entries()) {
      const destination = codes[(i * 7 + 3) % codes.length] ?? 'FRA';
      if (destination === origin) continue;
      for (const date of ['2030-03-12', '2030-03-16', '2030-07-01']) {
        const legs = legsFor(airline, origin, destination, date);
        expect(legs.length).toBeGreaterThanOrEqual(2);
        expect(legs.length).toBeLessThanOrEqual(6);
        expect(new Set(legs.map((l) => l.flightNo)).size).toBe(legs.length);
        for (const leg of legs) {
          expect(leg.flightNo).toMatch(/^DA\d{1,4}$/);
          expect(leg.depTime.slice(0, 10)).toBe(date);
          expect(leg.depTime.slice(11) >= '06:00' && leg.depTime.slice(11) <= '22:00').toBe(true);
          expect(leg.duration % 5).toBe(0);
        }
      }
    }
  });

  it('keeps a flight number at the same time on every day it operates', () => {
    const times = new Map<string, string>();
    for (const date of ['2030-03-11', '2030-03-12', '2030-03-13', '2030-03-14', '2030-03-15']) {
      for (const leg of legsFor(airline, 'MAD', 'CDG', date)) {
        const time = leg.depTime.slice(11);
        expect(times.get(leg.flightNo) ?? time).toBe(time);
        times.set(leg.flightNo, time);
      }
    }
  });

  it('writes arrival in the local time of the destination, summer time included', () => {
    const [winter] = legsFor(airline, 'FRA', 'JFK', '2030-01-15');
    const [summer] = legsFor(airline, 'FRA', 'JFK', '2030-07-15');
    for (const leg of [winter, summer]) {
      if (!leg) throw new Error('expected a flight');
      const arrivesAt = leg.depMs + leg.duration * 60_000;
      const [date = '', clock = ''] = leg.arrTime.split(' ');
      const [h = 0, m = 0] = clock.split(':').map(Number);
      expect(zonedToUtc(date, h * 60 + m, 'America/New_York')).toBe(arrivesAt);
    }
    // Westbound over the Atlantic: between 8 and 10 hours in the air, 6 hours of clock difference.
    expect(winter?.duration).toBeGreaterThan(480);
    expect(winter?.duration).toBeLessThan(600);
  });

  it('gives every airline its own timetable', () => {
    const other = { ...airline, code: 'EZ', name: 'Euro Zephyr' };
    const mine = legsFor(airline, 'FRA', 'LHR', '2030-03-12').map((l) => l.depTime);
    const theirs = legsFor(other, 'FRA', 'LHR', '2030-03-12').map((l) => l.depTime);
    expect(theirs).not.toEqual(mine);
  });

  it('flies nowhere it does not know', () => {
    expect(legsFor(airline, 'FRA', 'XXX', '2030-03-12')).toEqual([]);
  });
});
