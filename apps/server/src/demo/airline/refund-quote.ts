import {
  fromCents,
  type wrapperRefundQuoteRequest,
  type WrapperRefundQuote,
  type WrapperRefundReason,
} from '@ota/contract';
import type { z } from 'zod';
import { bookedLegs } from './booked';
import { CURRENCY, passengerPrice, sumPrices, type PassengerPrice } from './fares';
import type { PricedLeg } from './itineraries';
import { hash32 } from './random';
import { isoInstant } from './refusal';
import type { AirlineIdentity } from './schedule';

type RefundRequest = z.output<typeof wrapperRefundQuoteRequest>;

const QUOTE_VALID_MS = 24 * 60 * 60_000;
/** Added to the voluntary penalty of a seated passenger who did not show up, in cents. */
const NO_SHOW_FEE = 2500;

interface Deduction {
  penalty: number;
  nonRefundableTaxes: number;
}

/** What the airline keeps of one passenger's price; the refundable rest follows from it. */
function deduction(
  reason: WrapperRefundReason,
  price: PassengerPrice,
  legs: PricedLeg[],
  seated: boolean,
): Deduction {
  const refundable = legs.every((p) => p.fare.refundPenalty !== null);
  const ruleFee = seated ? legs.reduce((sum, p) => sum + (p.fare.refundPenalty ?? 0), 0) : 0;
  const voluntary = refundable ? ruleFee : price.base;
  switch (reason) {
    case 'involuntary':
      return { penalty: 0, nonRefundableTaxes: 0 };
    case 'waiver':
      return { penalty: 0, nonRefundableTaxes: price.surcharge };
    case 'tax-only':
      return { penalty: price.base, nonRefundableTaxes: price.surcharge };
    case 'no-show':
      return { penalty: voluntary + (seated ? NO_SHOW_FEE : 0), nonRefundableTaxes: price.surcharge };
    case 'voluntary':
      return { penalty: voluntary, nonRefundableTaxes: price.surcharge };
  }
}

export function quoteRefund(airline: AirlineIdentity, req: RefundRequest, nowMs: number): WrapperRefundQuote {
  const legs = bookedLegs(airline, req.segments);
  let fare = 0;
  let penalty = 0;
  let nonRefundableTaxes = 0;
  for (const passenger of req.passengers) {
    const price = sumPrices(legs.map((p) => passengerPrice(p.fare, passenger.ageType)));
    const paid = price.base + price.airportTax + price.surcharge;
    const kept = deduction(req.reason, price, legs, passenger.ageType !== 2);
    fare += paid;
    nonRefundableTaxes += kept.nonRefundableTaxes;
    // The penalty never takes more than the passenger paid.
    penalty += Math.min(kept.penalty, paid - kept.nonRefundableTaxes);
  }
  return {
    quoteId: `RQ${hash32(airline.seed, airline.code, JSON.stringify(req)).toString(36).toUpperCase()}`,
    fare: fromCents(fare),
    penalty: fromCents(penalty),
    nonRefundableTaxes: fromCents(nonRefundableTaxes),
    refundable: fromCents(fare - penalty - nonRefundableTaxes),
    currency: CURRENCY,
    expiresAt: isoInstant(nowMs + QUOTE_VALID_MS),
  };
}
