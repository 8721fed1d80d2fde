import { AIRPORTS, distanceKm, headsEast, type Airport } from '../../platform/airports';
import { rngFor } from './random';
import { formatLocal, weekday, zonedToUtc } from './time';

export interface AirlineIdentity {
  code: string;
  name: string;
  seed: string;
}

/** One flight on one date. */
export interface Leg {
  flightNo: string;
  carrier: string;
  origin: Airport;
  destination: Airport;
  /** Local departure date. */
  date: string;
  depMs: number;
  arrMs: number;
  depTime: string;
  arrTime: string;
  duration: number;
  distanceKm: number;
  aircraft: string;
}

export const LONG_HAUL_KM = 4000;
const FIRST_DEPARTURE = 6 * 60;
const LAST_DEPARTURE = 22 * 60;

/** Block time: taxi allowance plus cruise, helped or slowed by the jet stream, in 5-minute steps. */
function blockMinutes(km: number, east: boolean): number {
  const cruise = (km / 12.5) * (east ? 0.96 : 1.04);
  return Math.round((35 + cruise) / 5) * 5;
}

function aircraftTypes(km: number): readonly string[] {
  if (km < 1200) return ['A220-300', 'A320neo', 'B737-8'];
  if (km < LONG_HAUL_KM) return ['A321neo', 'A320neo', 'B737-8'];
  return ['A350-900', 'B787-9', 'B777-300ER', 'A330-900'];
}

interface Slot {
  flightNo: string;
  minutes: number;
  aircraft: string;
}

/** The route's timetable: the same flight leaves at the same time whichever day it operates. */
function timetable(airline: AirlineIdentity, origin: Airport, destination: Airport, km: number): Slot[] {
  const pair = [origin.code, destination.code].sort().join('');
  const numbers = rngFor(airline.seed, airline.code, pair, 'numbers');
  const longHaul = km >= LONG_HAUL_KM;
  // Long-haul routes get low numbers, as carriers number their flagship routes.
  const base = longHaul ? 2 * numbers.int(1, 240) : 2 * numbers.int(500, 4990);
  const direction = origin.code < destination.code ? 0 : 1;
  const rng = rngFor(airline.seed, airline.code, origin.code, destination.code, 'timetable');
  const slotCount = longHaul ? 3 : 6;
  const width = (LAST_DEPARTURE - FIRST_DEPARTURE) / slotCount;
  return Array.from({ length: slotCount }, (_, i) => ({
    flightNo: `${airline.code}${base + 2 * i + direction}`,
    minutes: FIRST_DEPARTURE + Math.floor((i * width + rng.next() * (width - 10)) / 5) * 5,
    aircraft: rng.pick(aircraftTypes(km)),
  }));
}

/** The flights of a route on a date, by departure time; none when the airline does not know an airport. */
export function legsFor(
  airline: AirlineIdentity,
  originCode: string,
  destinationCode: string,
  date: string,
): Leg[] {
  const origin = AIRPORTS.get(originCode);
  const destination = AIRPORTS.get(destinationCode);
  if (!origin || !destination || origin === destination) return [];
  const km = distanceKm(origin, destination);
  const duration = blockMinutes(km, headsEast(origin, destination));
  const slots = timetable(airline, origin, destination, km);
  const day = rngFor(airline.seed, airline.code, origin.code, destination.code, 'operates', weekday(date));
  const count = km >= LONG_HAUL_KM ? day.int(2, 3) : day.int(2, 6);
  const operating = slots
    .map((slot) => ({ slot, order: day.next() }))
    .sort((a, b) => a.order - b.order)
    .slice(0, count)
    .map(({ slot }) => slot)
    .sort((a, b) => a.minutes - b.minutes);
  return operating.map((slot) => {
    const depMs = zonedToUtc(date, slot.minutes, origin.tz);
    const arrMs = depMs + duration * 60_000;
    return {
      flightNo: slot.flightNo,
      carrier: airline.code,
      origin,
      destination,
      date,
      depMs,
      arrMs,
      depTime: formatLocal(depMs, origin.tz),
      arrTime: formatLocal(arrMs, destination.tz),
      duration,
      distanceKm: km,
      aircraft: slot.aircraft,
    };
  });
}

export function findLeg(
  airline: AirlineIdentity,
  flightNo: string,
  origin: string,
  destination: string,
  date: string,
): Leg | undefined {
  return legsFor(airline, origin, destination, date).find((leg) => leg.flightNo === flightNo);
}
