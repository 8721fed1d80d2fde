import type { WrapperAgeTypeValue, WrapperCabin } from '@ota/contract';
import { rngFor } from './random';
import { LONG_HAUL_KM, type AirlineIdentity, type Leg } from './schedule';
import { weekday } from './time';

export type FareFamily = 'saver' | 'standard' | 'flex';

/** What one leg sells today in one cabin; every amount in integer cents of EUR. */
export interface LegFare {
  family: FareFamily;
  fareBasis: string;
  adultBase: number;
  /** Airport charges per seated passenger: refunded whenever the passenger does not fly. */
  airportTax: number;
  /** Carrier-imposed surcharge per seated passenger: kept by the airline on a voluntary refund. */
  surcharge: number;
  changePenalty: number | null;
  refundPenalty: number | null;
  seatsLeft: number;
}

export const CURRENCY = 'EUR';

const CABIN_FACTOR: Record<WrapperCabin, number> = { economy: 1, premium: 1.7, business: 3.4, first: 5.8 };
const FAMILY_FACTOR: Record<FareFamily, number> = { saver: 0.8, standard: 1, flex: 1.5 };
const BOOKING_CLASS: Record<WrapperCabin, Record<FareFamily, string>> = {
  economy: { saver: 'Q', standard: 'M', flex: 'Y' },
  premium: { saver: 'T', standard: 'E', flex: 'W' },
  business: { saver: 'I', standard: 'D', flex: 'J' },
  first: { saver: 'A', standard: 'A', flex: 'F' },
};
const FAMILY_CODE: Record<FareFamily, string> = { saver: 'SV', standard: 'ST', flex: 'FX' };
/** Sunday first: Fridays and Sundays sell dearest, midweek cheapest. */
const WEEKDAY_FACTOR = [1.15, 1.05, 0.9, 0.92, 1, 1.2, 0.95];

function timeOfDayFactor(depTime: string): number {
  const hour = Number(depTime.slice(11, 13));
  if (hour < 7) return 0.85;
  if (hour < 10) return 1.15;
  if (hour < 16) return 0.95;
  if (hour < 20) return 1.15;
  return 0.88;
}

/** EUR for an economy standard fare: cheaper per kilometre on long routes. */
function distanceFare(km: number): number {
  return 39 + 0.085 * Math.min(km, 3000) + 0.05 * Math.max(km - 3000, 0);
}

const PENALTIES: Record<FareFamily, { change: [number, number] | null; refund: [number, number] | null }> = {
  saver: { change: [70, 150], refund: null },
  standard: { change: [40, 100], refund: [60, 150] },
  flex: { change: [0, 0], refund: [0, 0] },
};

function penaltyCents(range: [number, number] | null, longHaul: boolean, cabin: WrapperCabin): number | null {
  if (!range) return null;
  const premiumCabin = cabin === 'business' || cabin === 'first' ? 2 : 1;
  return (longHaul ? range[1] : range[0]) * premiumCabin * 100;
}

export function priceLeg(airline: AirlineIdentity, leg: Leg, cabin: WrapperCabin): LegFare {
  const rng = rngFor(airline.seed, leg.flightNo, leg.date, cabin, 'inventory');
  const draw = rng.next();
  const family: FareFamily = draw < 0.45 ? 'saver' : draw < 0.85 ? 'standard' : 'flex';
  const load = rng.next();
  // Like a GDS, 9 stands for 'nine or more'; one flight in twenty is sold out in the cabin.
  const seatsLeft = load < 0.05 ? 0 : load < 0.6 ? 9 : rng.int(1, 8);
  const euros =
    distanceFare(leg.distanceKm) *
    CABIN_FACTOR[cabin] *
    FAMILY_FACTOR[family] *
    (WEEKDAY_FACTOR[weekday(leg.date)] ?? 1) *
    timeOfDayFactor(leg.depTime) *
    (0.92 + rng.next() * 0.2);
  const longHaul = leg.distanceKm >= LONG_HAUL_KM;
  const weekend = [0, 5, 6].includes(weekday(leg.date));
  return {
    family,
    // Whole-euro fares keep the child (75 %) and infant (10 %) shares exact in cents.
    adultBase: Math.max(19, Math.round(euros)) * 100,
    airportTax: leg.origin.fee * 100 + Math.round((leg.destination.fee * 100) / 2),
    surcharge: Math.round(leg.distanceKm * 1.2),
    changePenalty: penaltyCents(PENALTIES[family].change, longHaul, cabin),
    refundPenalty: penaltyCents(PENALTIES[family].refund, longHaul, cabin),
    fareBasis: `${BOOKING_CLASS[cabin][family]}${weekend ? 'W' : 'X'}${FAMILY_CODE[family]}${airline.code}`,
    seatsLeft,
  };
}

export interface PassengerPrice {
  base: number;
  airportTax: number;
  surcharge: number;
}

/** Children pay 75 % of the adult fare, infants on a lap 10 % and no taxes. */
export function passengerPrice(fare: LegFare, ageType: WrapperAgeTypeValue): PassengerPrice {
  if (ageType === 0) return { base: fare.adultBase, airportTax: fare.airportTax, surcharge: fare.surcharge };
  if (ageType === 1)
    return { base: (fare.adultBase * 75) / 100, airportTax: fare.airportTax, surcharge: fare.surcharge };
  return { base: fare.adultBase / 10, airportTax: 0, surcharge: 0 };
}

export function sumPrices(prices: readonly PassengerPrice[]): PassengerPrice {
  return prices.reduce(
    (sum, p) => ({
      base: sum.base + p.base,
      airportTax: sum.airportTax + p.airportTax,
      surcharge: sum.surcharge + p.surcharge,
    }),
    { base: 0, airportTax: 0, surcharge: 0 },
  );
}
