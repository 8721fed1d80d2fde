import {
  amountText,
  centsToDecimal,
  toCents,
  type WrapperJourney,
  type WrapperPassengerFare,
} from '@ota/contract';

/** Whole minutes as hours and minutes: 95 → { hours: 1, minutes: 35 }. */
export function durationParts(totalMinutes: number): { hours: number; minutes: number } {
  return { hours: Math.floor(totalMinutes / 60), minutes: totalMinutes % 60 };
}

export const stopsOf = (journey: WrapperJourney): number => journey.segments.length - 1;

export const flightNumbersOf = (journey: WrapperJourney): string =>
  journey.segments.map((segment) => segment.flightNo).join(' · ');

export const departureOf = (journey: WrapperJourney): string => journey.segments[0]?.depTime ?? '';

export const arrivalOf = (journey: WrapperJourney): string => journey.segments.at(-1)?.arrTime ?? '';

/** What all passengers of one age type pay together, in exact cents. */
export const fareSubtotal = (fare: WrapperPassengerFare): number =>
  Number(centsToDecimal(BigInt(fare.count) * toCents(amountText(fare.total))));
