import type { WrapperBookedSegment } from '@ota/contract';
import { priced, type PricedLeg } from './itineraries';
import { WrapperRefusal } from './refusal';
import { findLeg, type AirlineIdentity } from './schedule';

type BookedSegment = Required<WrapperBookedSegment>;

/** The booked flights of a quote request, priced as the demo sold them. */
export function bookedLegs(airline: AirlineIdentity, segments: readonly BookedSegment[]): PricedLeg[] {
  return segments.map((s, i) => {
    const leg = findLeg(airline, s.flightNo, s.origin, s.destination, s.departDate);
    if (!leg) {
      throw new WrapperRefusal(
        422,
        'SEGMENT_NOT_FOUND',
        `segments[${i}]: ${airline.name} flight ${s.flightNo} does not fly ${s.origin}-${s.destination} on ${s.departDate}`,
      );
    }
    return priced(airline, leg, s.cabin);
  });
}
