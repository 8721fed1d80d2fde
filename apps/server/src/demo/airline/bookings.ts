import type { WrapperBookingStatus, WrapperBookingStatusValue, WrapperReconfirmation } from '@ota/contract';
import { rngFor } from './random';
import { isoInstant, WrapperRefusal } from './refusal';
import type { AirlineIdentity } from './schedule';

/** The demo keeps no bookings: every well-formed PNR has a status drawn from the seed. */
function statusOf(
  airline: AirlineIdentity,
  pnr: string,
): { status: WrapperBookingStatusValue; hoursAgo: number } {
  const rng = rngFor(airline.seed, airline.code, pnr, 'booking');
  const draw = rng.next();
  const status =
    draw < 0.7 ? 'TICKETED' : draw < 0.85 ? 'CONFIRMED' : draw < 0.95 ? 'SCHEDULE_CHANGED' : 'CANCELLED';
  return { status, hoursAgo: rng.int(1, 240) };
}

export function bookingStatus(airline: AirlineIdentity, pnr: string, nowMs: number): WrapperBookingStatus {
  const { status, hoursAgo } = statusOf(airline, pnr);
  const hour = 60 * 60_000;
  return { pnr, status, updatedAt: isoInstant(Math.floor(nowMs / hour) * hour - hoursAgo * hour) };
}

export function reconfirm(airline: AirlineIdentity, pnr: string, nowMs: number): WrapperReconfirmation {
  const { status } = statusOf(airline, pnr);
  if (status === 'CANCELLED') {
    throw new WrapperRefusal(
      409,
      'BOOKING_CANCELLED',
      `Booking ${pnr} is cancelled and cannot be reconfirmed`,
    );
  }
  return { pnr, status, reconfirmedAt: isoInstant(nowMs) };
}
