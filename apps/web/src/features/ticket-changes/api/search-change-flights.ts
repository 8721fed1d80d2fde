import { useMutation } from '@tanstack/react-query';
import { ApiStatus, ticketChangeCalls, type TaggedItinerary } from '@ota/contract';
import { callEnvelope } from '../../../lib/call-api';
import { searchKind, type FlightSearchKind } from '../lib/change-view';

export interface ChangeFlightDates {
  departDate: string;
  returnDate?: string;
}

export interface FlightSearchResult {
  kind: FlightSearchKind;
  goRouting: TaggedItinerary[];
  backRouting: TaggedItinerary[];
  /** Why the search failed, in the server's (or the airline's) words. */
  detail?: string;
}

/**
 * ticketChangeCalls.flights: new flights of the order's airline on the new dates. The
 * server reports an airline that fails as 400 with the supplier's error (docs/api.md), and may add
 * warnings; the page turns each answer into one of the three messages of spec section 8.
 */
export async function searchChangeFlights(id: number, dates: ChangeFlightDates): Promise<FlightSearchResult> {
  const body = await callEnvelope(
    ticketChangeCalls.flights,
    { id, ...dates },
    { handled: [ApiStatus.BAD_REQUEST] },
  );
  if (body.status !== ApiStatus.OK)
    return { kind: 'failed', goRouting: [], backRouting: [], detail: body.message };
  const { goRouting, backRouting, warnings } = body.data;
  const detail = warnings.map((warning) => `${warning.wrapperName}: ${warning.message}`).join('; ');
  return { kind: searchKind(body.data), goRouting, backRouting, detail: detail || undefined };
}

export function useSearchChangeFlights(id: number) {
  return useMutation({ mutationFn: (dates: ChangeFlightDates) => searchChangeFlights(id, dates) });
}
