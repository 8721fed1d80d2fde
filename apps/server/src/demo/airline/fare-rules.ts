import { fromCents, type WrapperFareRulesAnswer, type wrapperFareRulesRequest } from '@ota/contract';
import type { z } from 'zod';
import { bookedLegs } from './booked';
import { CURRENCY } from './fares';
import type { AirlineIdentity } from './schedule';

const money = (cents: number | null) => (cents === null ? null : fromCents(cents));

/** The rules of each booked flight's fare, as the demo airline prices them (docs/wrapper-protocol.md). */
export function fareRules(
  airline: AirlineIdentity,
  request: z.output<typeof wrapperFareRulesRequest>,
): WrapperFareRulesAnswer {
  const legs = bookedLegs(airline, request.segments);
  return {
    segments: legs.map(({ leg, fare }) => ({
      flightNo: leg.flightNo,
      fareBasis: fare.fareBasis,
      family: fare.family,
      changeable: fare.changePenalty !== null,
      refundable: fare.refundPenalty !== null,
      changePenalty: money(fare.changePenalty),
      refundPenalty: money(fare.refundPenalty),
    })),
    currency: CURRENCY,
    notes: [
      'A non-refundable fare returns the airport charges only.',
      'A no-show adds 25.00 EUR to the refund penalty of each seated passenger.',
      'A change also costs a reissue fee of 10.00 EUR per seated passenger.',
      'A name correction of up to 3 letters is free; more needs a new ticket.',
      'An involuntary change or refund (the airline moved or cancelled the flight) carries no penalty.',
    ],
  };
}
