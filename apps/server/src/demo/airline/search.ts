import type { WrapperCabin, WrapperSearchCriteria, WrapperSearchResponse } from '@ota/contract';
import { CURRENCY } from './fares';
import { priced, toItinerary, type Offer, type PricedLeg } from './itineraries';
import { legsFor, type AirlineIdentity } from './schedule';

/** Shortest stay at the destination before a same-day return. */
const MIN_STAY_MS = 2 * 60 * 60_000;

function bookableLegs(
  airline: AirlineIdentity,
  origin: string,
  destination: string,
  date: string,
  cabin: WrapperCabin,
  seats: number,
): PricedLeg[] {
  return legsFor(airline, origin, destination, date)
    .map((leg) => priced(airline, leg, cabin))
    .filter((p) => p.fare.seatsLeft >= seats);
}

/** Direct flights only; a return offer pairs every outbound flight with every inbound flight that fits. */
export function searchOffers(airline: AirlineIdentity, criteria: WrapperSearchCriteria): Offer[] {
  const seats = criteria.passengers.adults + criteria.passengers.children;
  const { origin, destination, departDate, returnDate, cabin } = criteria;
  const outbound = bookableLegs(airline, origin, destination, departDate, cabin, seats);
  if (returnDate === undefined) return outbound.map((leg) => ({ outbound: [leg] }));
  const inbound = bookableLegs(airline, destination, origin, returnDate, cabin, seats);
  return outbound.flatMap((out) =>
    inbound
      .filter((back) => back.leg.depMs >= out.leg.arrMs + MIN_STAY_MS)
      .map((back) => ({ outbound: [out], inbound: [back] })),
  );
}

export function searchFlights(
  airline: AirlineIdentity,
  criteria: WrapperSearchCriteria,
): WrapperSearchResponse {
  return {
    itineraries: searchOffers(airline, criteria).map((offer) =>
      toItinerary(airline, offer, criteria.passengers),
    ),
    currency: CURRENCY,
  };
}
