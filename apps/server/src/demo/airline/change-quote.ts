import {
  amountText,
  fromCents,
  toCents,
  type wrapperChangeQuoteRequest,
  type WrapperChangeQuote,
  type WrapperItinerary,
} from '@ota/contract';
import type { z } from 'zod';
import { bookedLegs } from './booked';
import { CURRENCY, passengerPrice, sumPrices } from './fares';
import { countsByAgeType, offerPassengerPrice, parseOfferId, toItinerary, type Offer } from './itineraries';
import { hash32 } from './random';
import { isoInstant, WrapperRefusal } from './refusal';
import type { AirlineIdentity } from './schedule';
import { searchOffers } from './search';

type ChangeRequest = z.output<typeof wrapperChangeQuoteRequest>;

const QUOTE_VALID_MS = 30 * 60_000;
/** The demo airline's reissue fee per seated passenger, in cents. */
const REISSUE_FEE = 1000;

function cheapest(airline: AirlineIdentity, offers: Offer[], req: ChangeRequest): Offer | undefined {
  const priced = offers.map((offer) => ({
    offer,
    cents: toCents(amountText(toItinerary(airline, offer, req.passengers).fares.total)),
  }));
  priced.sort((a, b) => Number(a.cents - b.cents));
  return priced[0]?.offer;
}

function newOffer(airline: AirlineIdentity, req: ChangeRequest): Offer {
  const first = req.segments[0];
  if (!first) throw new WrapperRefusal(400, 'INVALID_REQUEST', 'segments must hold at least one segment');
  if (req.newItineraryId !== undefined) {
    const offer = parseOfferId(airline, req.newItineraryId);
    if (!offer) {
      throw new WrapperRefusal(
        422,
        'ITINERARY_NOT_FOUND',
        `newItineraryId ${req.newItineraryId} is not an offer of ${airline.name}`,
      );
    }
    const out = offer.outbound[0]?.leg;
    if (out?.origin.code !== first.origin || out.destination.code !== first.destination) {
      throw new WrapperRefusal(
        422,
        'ROUTE_MISMATCH',
        `newItineraryId must fly ${first.origin}-${first.destination} like segments[0]`,
      );
    }
    return offer;
  }
  const search = req.search ?? { departDate: first.departDate };
  const offers = searchOffers(airline, {
    origin: first.origin,
    destination: first.destination,
    departDate: search.departDate,
    returnDate: search.returnDate,
    passengers: req.passengers,
    cabin: search.cabin ?? first.cabin,
  });
  const best = cheapest(airline, offers, req);
  if (!best) {
    throw new WrapperRefusal(
      422,
      'NO_FLIGHTS',
      `${airline.name} has no flight ${first.origin}-${first.destination} on ${search.departDate} with enough seats`,
    );
  }
  return best;
}

export function quoteChange(airline: AirlineIdentity, req: ChangeRequest, nowMs: number): WrapperChangeQuote {
  const booked = bookedLegs(airline, req.segments);
  const locked = booked.find((p) => p.fare.changePenalty === null);
  if (locked) {
    throw new WrapperRefusal(
      422,
      'NOT_CHANGEABLE',
      `The fare of ${locked.leg.flightNo} on ${locked.leg.date} does not allow changes`,
    );
  }
  const offer = newOffer(airline, req);
  const itinerary: WrapperItinerary = toItinerary(airline, offer, req.passengers);
  const seated = req.passengers.adults + req.passengers.children;
  if (itinerary.seatsLeft < seated) {
    throw new WrapperRefusal(
      422,
      'NO_SEATS',
      `Only ${itinerary.seatsLeft} seats are left on the new flights; ${seated} are needed`,
    );
  }
  let fareDifference = 0;
  let taxDifference = 0;
  for (const [ageType, count] of countsByAgeType(req.passengers)) {
    const was = sumPrices(booked.map((p) => passengerPrice(p.fare, ageType)));
    const now = offerPassengerPrice(offer, ageType);
    // A cheaper new flight refunds nothing: the residual value is forfeited, as on most published fares.
    fareDifference += count * Math.max(0, now.base - was.base);
    taxDifference += count * Math.max(0, now.airportTax + now.surcharge - was.airportTax - was.surcharge);
  }
  const penalty = seated * booked.reduce((sum, p) => sum + (p.fare.changePenalty ?? 0), 0);
  const serviceFee = seated * REISSUE_FEE;
  return {
    quoteId: `CQ${hash32(airline.seed, airline.code, JSON.stringify(req)).toString(36).toUpperCase()}`,
    itinerary,
    fareDifference: fromCents(fareDifference),
    taxDifference: fromCents(taxDifference),
    penalty: fromCents(penalty),
    serviceFee: fromCents(serviceFee),
    total: fromCents(fareDifference + taxDifference + penalty + serviceFee),
    currency: CURRENCY,
    expiresAt: isoInstant(nowMs + QUOTE_VALID_MS),
  };
}
