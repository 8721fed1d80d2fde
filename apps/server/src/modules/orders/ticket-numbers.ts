/** Airline code → the 3-digit numeric prefix of its ticket numbers (IATA accounting code). */
export const TICKET_PREFIX: Readonly<Record<string, string>> = {
  DA: '901',
  EZ: '902',
  OL: '903',
  IB: '075',
  VY: '385',
  AF: '057',
  LH: '220',
  BA: '125',
};

/** Airlines without a known code issue under 999 (a made-up prefix, never a real carrier's). */
export function ticketPrefix(airline: string): string {
  return TICKET_PREFIX[airline] ?? '999';
}
