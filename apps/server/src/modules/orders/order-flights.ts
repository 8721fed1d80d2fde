import { segmentsFlownBy } from '@ota/contract';
import { BadRequestError } from '../../platform/errors';
import type { OrderPassenger, OrderSegment } from './order-access';

type Named = Pick<OrderPassenger, 'id' | 'givenName' | 'surname'>;

/** The flights as a case lists them: 'OL1725 MAD-CDG 2027-01-23, …'. */
export const segmentSummaryOf = (segments: readonly OrderSegment[]) =>
  segments.map((s) => `${s.flightNo} ${s.dep}-${s.arr} ${s.depTime.slice(0, 10)}`).join(', ');

/** Every flight at least one of the passengers flies, in the order's travel order (decision 0041). */
export function flightsOf(
  segments: readonly OrderSegment[],
  passengerIds: readonly number[],
): OrderSegment[] {
  const flown = new Set(passengerIds.flatMap((id) => segmentsFlownBy(segments, id).map((s) => s.id)));
  return segments.filter((segment) => flown.has(segment.id));
}

/**
 * Refuses, naming `field`, a segment that one of the passengers does not fly: after a ticket change of
 * some passengers, each flies their own flights that way (decision 0041). `segments` is all the order's.
 */
export function assertFlown(
  segments: readonly OrderSegment[],
  passengers: readonly Named[],
  segmentIds: readonly number[],
  field: string,
): void {
  for (const passenger of passengers) {
    const flown = new Set(segmentsFlownBy(segments, passenger.id).map((s) => s.id));
    const missed = segments.filter((s) => segmentIds.includes(s.id) && !flown.has(s.id));
    if (missed.length > 0)
      throw new BadRequestError(
        `${field}: ${passenger.givenName} ${passenger.surname} does not fly ${segmentSummaryOf(missed)}`,
      );
  }
}
