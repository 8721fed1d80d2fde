import type { CompensationSuggestion, DisruptionType } from '@ota/contract';
import { AIRPORTS, distanceKm } from '../../platform/airports';

/** EU261: arrival this many minutes late or more, or a cancellation, may be compensated. */
export const EU261_MIN_DELAY_MINUTES = 180;

/** The EU261 band per passenger for a flight of `km` (docs/domain.md "Compensation"). */
export function eu261Band(km: number): number {
  if (km <= 1500) return 250;
  if (km <= 3500) return 400;
  return 600;
}

/**
 * A suggestion only: extraordinary circumstances (weather, strikes) remove the right, and only the
 * operator knows them, so the compensation check records what they decide.
 */
export function suggestCompensation(flight: {
  type: DisruptionType;
  dep: string;
  arr: string;
  delayMinutes: number;
}): CompensationSuggestion {
  const from = AIRPORTS.get(flight.dep);
  const to = AIRPORTS.get(flight.arr);
  const km = from && to ? Math.round(distanceKm(from, to)) : null;
  const late = flight.type === 'CANCELLATION' || flight.delayMinutes >= EU261_MIN_DELAY_MINUTES;
  const eligible = late && km !== null;
  return { distanceKm: km, eligible, amount: eligible && km !== null ? eu261Band(km) : 0, currency: 'EUR' };
}
