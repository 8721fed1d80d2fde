import { wrapperCabin, type WrapperChangeQuote, type WrapperItinerary } from '@ota/contract';
import { amountText, centsToDecimal, toCents } from '../../platform/money';
import type { NewFlight, OrderPassenger, OrderSegment } from '../orders';
import type { WrapperClient } from '../suppliers';

export interface DirectionQuote {
  back: boolean;
  segments: OrderSegment[];
  itineraryId: string;
}

/** What the change costs, line by line, and the flights it moves the passengers to. */
export interface ChangeQuote {
  quoteIds: string[];
  fareDifference: string;
  taxDifference: string;
  penalty: string;
  serviceFee: string;
  total: string;
  currency: string;
  expiresAt: Date;
  flights: (NewFlight & { back: boolean })[];
}

const cents = (amount: number) => toCents(amountText(amount));

function counts(passengers: OrderPassenger[]) {
  const of = (ageType: number) => passengers.filter((p) => p.ageType === ageType).length;
  return { adults: Math.max(1, of(0)), children: of(1), infants: of(2) };
}

export const flightsOf = (itinerary: WrapperItinerary, back: boolean) =>
  itinerary.outbound.segments.map((segment) => ({
    flightNo: segment.flightNo,
    dep: segment.dep,
    arr: segment.arr,
    depTime: segment.depTime.replace('T', ' ').slice(0, 19),
    arrTime: segment.arrTime.replace('T', ' ').slice(0, 19),
    back,
  }));

/**
 * Asks the airline to quote each direction that changes, and adds them up; an involuntary change
 * (the airline moved the flight) carries no penalty, and the agency's fee comes on top.
 */
export async function quoteChange(
  client: WrapperClient,
  request: { pnr: string; involuntary: boolean; agencyFee: string; passengers: OrderPassenger[] },
  directions: DirectionQuote[],
): Promise<ChangeQuote> {
  const answers: { direction: DirectionQuote; quote: WrapperChangeQuote }[] = [];
  for (const direction of directions) {
    const quote = await client.quoteChange({
      pnr: request.pnr,
      passengers: counts(request.passengers),
      segments: direction.segments.map((segment) => ({
        flightNo: segment.flightNo,
        origin: segment.dep,
        destination: segment.arr,
        departDate: segment.depTime.slice(0, 10),
        cabin: wrapperCabin.safeParse(segment.cabin).data ?? 'economy',
      })),
      newItineraryId: direction.itineraryId,
    });
    answers.push({ direction, quote });
  }
  const sum = (pick: (quote: WrapperChangeQuote) => number) =>
    answers.reduce((total, { quote }) => total + cents(pick(quote)), 0n);
  const penalty = request.involuntary ? 0n : sum((quote) => quote.penalty);
  const serviceFee = sum((quote) => quote.serviceFee) + toCents(request.agencyFee);
  const fare = sum((quote) => quote.fareDifference);
  const tax = sum((quote) => quote.taxDifference);
  const expiries = answers.map(({ quote }) => new Date(quote.expiresAt).getTime());
  return {
    quoteIds: answers.map(({ quote }) => quote.quoteId),
    fareDifference: centsToDecimal(fare),
    taxDifference: centsToDecimal(tax),
    penalty: centsToDecimal(penalty),
    serviceFee: centsToDecimal(serviceFee),
    total: centsToDecimal(fare + tax + penalty + serviceFee),
    currency: answers[0]?.quote.currency ?? 'EUR',
    expiresAt: new Date(Math.min(...expiries)),
    flights: answers.flatMap(({ direction, quote }) => flightsOf(quote.itinerary, direction.back)),
  };
}
