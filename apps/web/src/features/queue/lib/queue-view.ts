import { QUEUE_KINDS, queuedKinds } from '@ota/contract';

/** The translation key of a state of a kind (the raw state shows where a kind has no names yet). */
export function statusKey(kind: string, status: string): string {
  // Where each kind's states are named: the translation area of its own screens.
  return `${QUEUE_KINDS[kind]?.area ?? 'queue'}.statuses.${status}`;
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
