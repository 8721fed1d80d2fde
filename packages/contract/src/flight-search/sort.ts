import { amountText, toCents } from '../money';
import type { WrapperItinerary } from '../suppliers';

export type ItinerarySortKey = 'price' | 'departure' | 'duration';
export type SortDirection = 'asc' | 'desc';

type Compare = (a: WrapperItinerary, b: WrapperItinerary) => number;

/** Amounts in different currencies cannot be compared: those group by currency code first. */
const byPrice: Compare = (a, b) =>
  a.fares.currency.localeCompare(b.fares.currency) ||
  Number(toCents(amountText(a.fares.total)) - toCents(amountText(b.fares.total)));

/** Local times of one search share the origin airport, so their text order is their time order. */
const byDeparture: Compare = (a, b) =>
  (a.outbound.segments[0]?.depTime ?? '').localeCompare(b.outbound.segments[0]?.depTime ?? '');

/** Minutes in the air and on the ground, both directions together. */
export const travelMinutes = (it: WrapperItinerary): number =>
  it.outbound.duration + (it.inbound?.duration ?? 0);

const byDuration: Compare = (a, b) => travelMinutes(a) - travelMinutes(b);

const COMPARE: Record<ItinerarySortKey, Compare> = {
  price: byPrice,
  departure: byDeparture,
  duration: byDuration,
};

const TIE_BREAK: Compare = (a, b) =>
  byPrice(a, b) || byDeparture(a, b) || byDuration(a, b) || a.id.localeCompare(b.id);

/**
 * A sorted copy; ties fall back to price, departure, duration, then id, so the order is stable.
 * The server orders a merged search with it and the console re-sorts its table with it.
 */
export function sortItineraries<T extends WrapperItinerary>(
  itineraries: readonly T[],
  by: ItinerarySortKey,
  direction: SortDirection = 'asc',
): T[] {
  const sign = direction === 'asc' ? 1 : -1;
  const primary = COMPARE[by];
  return [...itineraries].sort((a, b) => sign * primary(a, b) || TIE_BREAK(a, b));
}
