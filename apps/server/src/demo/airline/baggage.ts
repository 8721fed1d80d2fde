import type {
  WrapperBaggageIssue,
  WrapperBaggageIssueRequest,
  WrapperBaggageOffer,
  WrapperBaggageOffersRequest,
} from '@ota/contract';
import { AIRPORTS, distanceKm } from '../../platform/airports';
import { CURRENCY } from './fares';
import { hash32, rngFor } from './random';
import { isoInstant, WrapperRefusal } from './refusal';
import type { AirlineIdentity } from './schedule';

const DAY_MS = 86_400_000;
/** Bag sales close this long before departure. */
export const BAG_SALES_CLOSE_MS = DAY_MS;
const SHORT_HAUL_KM = 1500;

/** The bag of an offer, priced as a share of the flight's base bag price. */
const BAGS = [
  { kind: 'CABIN', pieces: 1, weightKg: 10, share: 0.6 },
  { kind: 'CHECKED', pieces: 1, weightKg: 23, share: 1 },
  { kind: 'CHECKED', pieces: 2, weightKg: 23, share: 1.8 },
  { kind: 'CHECKED', pieces: 1, weightKg: 32, share: 1.5 },
] as const;
/** An infant (on a lap) may add one small checked bag only. */
const INFANT_BAG = { kind: 'CHECKED', pieces: 1, weightKg: 10, share: 0.5 } as const;

function basePrice(airline: AirlineIdentity, request: WrapperBaggageOffersRequest): number {
  const from = AIRPORTS.get(request.dep);
  const to = AIRPORTS.get(request.arr);
  const km = from && to ? distanceKm(from, to) : 1000;
  const band = km < SHORT_HAUL_KM ? 25 : km < 4000 ? 40 : 60;
  return band + rngFor(airline.seed, airline.code, request.dep, request.arr, 'bags').int(0, 5);
}

/** The bags the demo airline sells: derived from the seed and the route, the same on every start. */
export function baggageOffers(
  airline: AirlineIdentity,
  request: WrapperBaggageOffersRequest,
): { offers: WrapperBaggageOffer[] } {
  const base = basePrice(airline, request);
  const bags = request.ageType === 2 ? [INFANT_BAG] : BAGS;
  return {
    offers: bags.map((bag) => ({
      offerId: `${bag.kind}-${bag.pieces}x${bag.weightKg}`,
      kind: bag.kind,
      pieces: bag.pieces,
      weightKg: bag.weightKg,
      price: Math.round(base * bag.share),
      currency: CURRENCY,
    })),
  };
}

/**
 * An EMD for a paid bag. The demo keeps no state: the number is drawn from the reference, so asking
 * again answers the same EMD. Refused when sales have closed (24 hours before departure), for an offer
 * it does not sell or a price that is not its own, and for a 32 kg bag on some short flights.
 */
export function issueBaggage(
  airline: AirlineIdentity,
  request: WrapperBaggageIssueRequest,
  nowMs: number,
): WrapperBaggageIssue {
  const offer = baggageOffers(airline, request).offers.find((o) => o.offerId === request.offerId);
  if (!offer)
    throw new WrapperRefusal(
      422,
      'OFFER_NOT_FOUND',
      `${airline.name} sells no bag ${request.offerId} on ${request.flightNo}`,
    );
  if (
    Math.round(offer.price * 100) !== Math.round(request.amount * 100) ||
    offer.currency !== request.currency
  )
    throw new WrapperRefusal(
      422,
      'PRICE_CHANGED',
      `Bag ${request.offerId} on ${request.flightNo} costs ${offer.price} ${offer.currency}, not ${request.amount} ${request.currency}`,
    );
  if (Date.parse(`${request.depDate}T00:00:00Z`) < nowMs + BAG_SALES_CLOSE_MS)
    throw new WrapperRefusal(
      422,
      'SALES_CLOSED',
      `Bag sales for ${request.flightNo} on ${request.depDate} closed 24 hours before departure`,
    );
  const from = AIRPORTS.get(request.dep);
  const to = AIRPORTS.get(request.arr);
  const short = from && to ? distanceKm(from, to) < SHORT_HAUL_KM : false;
  if (
    offer.weightKg > 23 &&
    short &&
    rngFor(airline.seed, airline.code, request.flightNo, request.depDate, 'hold').next() < 0.5
  )
    throw new WrapperRefusal(
      422,
      'HOLD_LIMIT',
      `The aircraft on ${request.flightNo} on ${request.depDate} takes no bag over 23 kg`,
    );
  const digits = [1, 2]
    .map((part) =>
      String(hash32(airline.seed, airline.code, request.reference, 'emd', part)).padStart(10, '0'),
    )
    .join('');
  return {
    // The demo's EMDs are numbered under 9, a prefix no real carrier's accounting code uses here.
    emdNumber: `9${digits.slice(-12)}`,
    reference: request.reference,
    issuedAt: isoInstant(Math.floor(nowMs / 1000) * 1000),
  };
}
