import { QUEUE_KINDS, queuedKinds } from '@ota/contract';

/** Where each kind's states are named, in the translation area of its own screens. */
const STATUS_KEYS: Record<string, string> = {
  REFUND: 'refunds.statuses',
  TICKET_CHANGE: 'ticketChanges.statuses',
  PASSENGER_CHANGE: 'passengerChanges.statuses',
  BAGGAGE: 'baggage.statuses',
  SEAT: 'seats.statuses',
  VOID_TICKET: 'voidTickets.statuses',
  COMPENSATION: 'compensations.statuses',
  REBOOK: 'rebooks.statuses',
  DISRUPTION: 'disruptions.statuses',
};

/** The translation key of a state of a kind (the raw state shows where a kind has no names yet). */
export function statusKey(kind: string, status: string): string {
  return `${STATUS_KEYS[kind] ?? 'queue.statuses'}.${status}`;
}

/** The kinds the user works on, for the kind filter. */
export function kindsFor(codes: readonly string[] | null): string[] {
  return queuedKinds(codes ?? []);
}

/** The states a filter offers: those of the chosen kind, else of every kind the user works on. */
export function statusesFor(kinds: readonly string[], kind: string | undefined): string[] {
  const chosen = kind ? [kind] : kinds;
  return [...new Set(chosen.flatMap((name) => QUEUE_KINDS[name]?.statuses ?? []))];
}

/** A state's words with no kind chosen: those of the first kind (of the user's) that has the state. */
export function anyStatusKey(kinds: readonly string[], status: string): string {
  const kind = kinds.find((name) => QUEUE_KINDS[name]?.statuses.includes(status as never)) ?? '';
  return statusKey(kind, status);
}
