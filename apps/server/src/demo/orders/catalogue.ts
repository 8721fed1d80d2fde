import { AIRPORTS, DEFAULT_DEMO_SEED, DEMO_AIRLINES, demoAirlineSeed } from '../airline';
import { legsFor } from '../airline/schedule';

/** One airline flying one direction of a route. */
export interface CatalogueRoute {
  id: number;
  airline: string;
  dep: string;
  arr: string;
  /** The same airline's route the other way. */
  backId: number;
  km: number;
  /** EUR per departing seated passenger at each end. */
  depFee: number;
  arrFee: number;
  currency: string;
}

/** A flight of a route on one weekday (0 Sunday), local minutes from the departure date's midnight. */
export interface CatalogueFlight {
  routeId: number;
  weekday: number;
  n: number;
  flightNo: string;
  depMinutes: number;
  /** Arrival, airport-local, in minutes from the departure date's midnight (may pass 1440 or go below 0). */
  arrMinutes: number;
}

// Both directions are flown; long-haul ones fewer times a day, as in the demo airline.
const PAIRS = [
  'MAD-CDG',
  'MAD-LHR',
  'MAD-FCO',
  'MAD-LIS',
  'MAD-AMS',
  'MAD-FRA',
  'MAD-JFK',
  'MAD-MXP',
  'MAD-BCN',
  'BCN-CDG',
  'BCN-LHR',
  'BCN-FCO',
  'BCN-AMS',
  'BCN-MUC',
  'BCN-PRG',
  'LHR-JFK',
  'LHR-DXB',
  'LHR-YYZ',
  'LGW-DUB',
  'CDG-JFK',
  'CDG-NRT',
  'CDG-HKG',
  'FRA-PVG',
  'FRA-SIN',
  'MUC-IST',
  'AMS-CPH',
  'FCO-ATH',
  'LIS-DUB',
  'VIE-ZRH',
  'BER-WAW',
  'ARN-HEL',
  'OSL-CPH',
  'LAX-NRT',
  'ICN-PEK',
  'BRU-MAD',
  'MAD-DXB',
] as const;

/** The home carrier of a hub also flies its routes; a demo airline sells it as a consolidator. */
const HUB_CARRIERS: Record<string, string> = { MAD: 'IB', BCN: 'VY', CDG: 'AF', FRA: 'LH', LHR: 'BA' };

function consolidated(code: string): { code: string; name: string } {
  for (const airline of DEMO_AIRLINES) {
    const sold = airline.consolidates.find((carrier) => carrier.code === code);
    if (sold) return sold;
  }
  throw new Error(`demo catalogue: no demo airline sells hub carrier ${code}`);
}

const CURRENCY_BY_COUNTRY: Record<string, string> = { GB: 'GBP', US: 'USD' };

/** A date of each weekday (0 Sunday … 6 Saturday): the demo timetable depends only on the weekday. */
function weekdayDates(): string[] {
  const dates: string[] = [];
  const first = Date.UTC(2030, 0, 6); // a Sunday
  for (let d = 0; d < 7; d += 1) dates.push(new Date(first + d * 86_400_000).toISOString().slice(0, 10));
  return dates;
}

function minutesOf(local: string, fromDate: string): number {
  return Math.round(
    (Date.parse(`${local.replace(' ', 'T')}:00Z`) - Date.parse(`${fromDate}T00:00:00Z`)) / 60_000,
  );
}

function airport(code: string) {
  const found = AIRPORTS.get(code);
  if (!found) throw new Error(`demo catalogue: unknown airport ${code}`);
  return found;
}

/**
 * The routes and timetables the demo orders fly, taken from the demo airline's schedule (same seed as
 * the demo airlines `npm start` runs, for the hub carriers too), so every demo flight is one the
 * airline, or the demo airline selling it, knows.
 */
let built: { routes: CatalogueRoute[]; flights: CatalogueFlight[] } | undefined;

export function buildCatalogue(): { routes: CatalogueRoute[]; flights: CatalogueFlight[] } {
  if (built) return built;
  const routes: CatalogueRoute[] = [];
  const flights: CatalogueFlight[] = [];
  const dates = weekdayDates();
  for (const pair of PAIRS) {
    const [a = '', b = ''] = pair.split('-');
    const carriers: { code: string; name: string }[] = DEMO_AIRLINES.map(({ code, name }) => ({
      code,
      name,
    }));
    for (const hub of [a, b]) {
      const carrier = HUB_CARRIERS[hub];
      if (carrier) carriers.push(consolidated(carrier));
    }
    for (const carrier of carriers) {
      const identity = { ...carrier, seed: demoAirlineSeed(DEFAULT_DEMO_SEED, carrier.code) };
      const outId = routes.length + 1;
      for (const [dep, arr, id, backId] of [
        [a, b, outId, outId + 1],
        [b, a, outId + 1, outId],
      ] as const) {
        const origin = airport(dep);
        const destination = airport(arr);
        let km = 0;
        dates.forEach((date, weekday) => {
          legsFor(identity, dep, arr, date).forEach((leg, n) => {
            km = leg.distanceKm;
            flights.push({
              routeId: id,
              weekday,
              n,
              flightNo: leg.flightNo,
              depMinutes: minutesOf(leg.depTime, date),
              arrMinutes: minutesOf(leg.arrTime, date),
            });
          });
        });
        routes.push({
          id,
          airline: carrier.code,
          dep,
          arr,
          backId,
          km,
          depFee: origin.fee,
          arrFee: destination.fee,
          currency: CURRENCY_BY_COUNTRY[origin.country] ?? 'EUR',
        });
      }
    }
  }
  built = { routes, flights };
  return built;
}
