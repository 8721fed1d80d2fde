import {
  fromCents,
  type WrapperAgeTypeValue,
  type WrapperCabin,
  type WrapperFareRules,
  type WrapperItinerary,
  type WrapperJourney,
  type WrapperPassengerCounts,
  type WrapperPassengerFare,
} from '@ota/contract';
import { CURRENCY, passengerPrice, priceLeg, sumPrices, type LegFare, type PassengerPrice } from './fares';
import { findLeg, type AirlineIdentity, type Leg } from './schedule';
import { compactDate, expandDate } from './time';

export interface PricedLeg {
  leg: Leg;
  cabin: WrapperCabin;
  fare: LegFare;
}

/** A bookable offer before it is written out: journeys of priced legs. */
export interface Offer {
  outbound: PricedLeg[];
  inbound?: PricedLeg[];
}

const CABIN_CODE: Record<WrapperCabin, string> = { economy: 'Y', premium: 'W', business: 'C', first: 'F' };
const CABIN_BY_CODE = new Map(
  Object.entries(CABIN_CODE).map(([cabin, code]) => [code, cabin as WrapperCabin]),
);

export function priced(airline: AirlineIdentity, leg: Leg, cabin: WrapperCabin): PricedLeg {
  return { leg, cabin, fare: priceLeg(airline, leg, cabin) };
}

export const offerLegs = (offer: Offer): PricedLeg[] => [...offer.outbound, ...(offer.inbound ?? [])];

/**
 * The id names every leg ('DA1234.20300312.FRALHR.Y'; '+' joins legs, '_' the return journey), so the
 * stateless demo can rebuild the same offer from it later.
 */
export function offerId(offer: Offer): string {
  const journey = (legs: PricedLeg[]) =>
    legs
      .map(({ leg, cabin }) =>
        [leg.flightNo, compactDate(leg.date), leg.origin.code + leg.destination.code, CABIN_CODE[cabin]].join(
          '.',
        ),
      )
      .join('+');
  return [offer.outbound, ...(offer.inbound ? [offer.inbound] : [])].map(journey).join('_');
}

export function parseOfferId(airline: AirlineIdentity, id: string): Offer | undefined {
  const journeys = id.split('_').map((journey) =>
    journey.split('+').map((part) => {
      const m = /^([A-Z0-9]{2}\d{1,4})\.(\d{8})\.([A-Z]{3})([A-Z]{3})\.([A-Z])$/.exec(part);
      const cabin = m && CABIN_BY_CODE.get(m[5] ?? '');
      if (!m || !cabin) return undefined;
      const leg = findLeg(airline, m[1] ?? '', m[3] ?? '', m[4] ?? '', expandDate(m[2] ?? ''));
      return leg && priced(airline, leg, cabin);
    }),
  );
  const [outbound, inbound, ...rest] = journeys;
  const complete = (legs: (PricedLeg | undefined)[] | undefined): legs is PricedLeg[] =>
    legs !== undefined && legs.every((leg) => leg !== undefined);
  if (rest.length > 0 || !complete(outbound)) return undefined;
  if (inbound === undefined) return { outbound };
  return complete(inbound) ? { outbound, inbound } : undefined;
}

const AGE_TYPES: readonly [WrapperAgeTypeValue, keyof WrapperPassengerCounts][] = [
  [0, 'adults'],
  [1, 'children'],
  [2, 'infants'],
];

/** One passenger of an age type, over all legs of the offer. */
export function offerPassengerPrice(offer: Offer, ageType: WrapperAgeTypeValue): PassengerPrice {
  return sumPrices(offerLegs(offer).map(({ fare }) => passengerPrice(fare, ageType)));
}

export function countsByAgeType(counts: WrapperPassengerCounts): [WrapperAgeTypeValue, number][] {
  return AGE_TYPES.map(([ageType, key]) => [ageType, counts[key]]);
}

/** The strictest rules of the legs: a journey is only as flexible as its least flexible leg. */
function combinedRules(legs: PricedLeg[]): WrapperFareRules {
  const fares = legs.map((l) => l.fare);
  const changeable = fares.every((f) => f.changePenalty !== null);
  const refundable = fares.every((f) => f.refundPenalty !== null);
  const sum = (pick: (f: LegFare) => number | null) =>
    fromCents(fares.reduce((s, f) => s + (pick(f) ?? 0), 0));
  return {
    changeable,
    refundable,
    changePenalty: changeable ? sum((f) => f.changePenalty) : null,
    refundPenalty: refundable ? sum((f) => f.refundPenalty) : null,
  };
}

function journey(legs: PricedLeg[]): WrapperJourney {
  const first = legs[0];
  const last = legs[legs.length - 1];
  if (!first || !last) throw new Error('a journey needs at least one leg');
  return {
    segments: legs.map(({ leg, cabin, fare }) => ({
      flightNo: leg.flightNo,
      carrier: leg.carrier,
      dep: leg.origin.code,
      arr: leg.destination.code,
      depTime: leg.depTime,
      arrTime: leg.arrTime,
      duration: leg.duration,
      aircraft: leg.aircraft,
      cabin,
      fareBasis: fare.fareBasis,
    })),
    duration: Math.round((last.leg.arrMs - first.leg.depMs) / 60_000),
  };
}

export function toItinerary(
  airline: AirlineIdentity,
  offer: Offer,
  counts: WrapperPassengerCounts,
): WrapperItinerary {
  const perPassenger: WrapperPassengerFare[] = countsByAgeType(counts)
    .filter(([, count]) => count > 0)
    .map(([ageType, count]) => {
      const p = offerPassengerPrice(offer, ageType);
      const taxes = p.airportTax + p.surcharge;
      return {
        ageType,
        count,
        base: fromCents(p.base),
        taxes: fromCents(taxes),
        total: fromCents(p.base + taxes),
      };
    });
  const totalCents = countsByAgeType(counts).reduce((sum, [ageType, count]) => {
    const p = offerPassengerPrice(offer, ageType);
    return sum + count * (p.base + p.airportTax + p.surcharge);
  }, 0);
  const legs = offerLegs(offer);
  return {
    id: offerId(offer),
    validatingCarrier: airline.code,
    outbound: journey(offer.outbound),
    ...(offer.inbound ? { inbound: journey(offer.inbound) } : {}),
    fares: { currency: CURRENCY, perPassenger, total: fromCents(totalCents) },
    seatsLeft: Math.min(...legs.map((l) => l.fare.seatsLeft)),
    fareRules: combinedRules(legs),
  };
}
