import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketChangeCalls, type TicketChangeRow, type TicketChangeStatus } from '@ota/contract';
import { callEnvelope } from '../../../lib/call-api';
import { HANDLED, outcomeOf, type CaseOutcome } from '../../../lib/case-outcome';
import { ticketChangeKeys } from './keys';

export interface TicketChangeMove {
  id: number;
  /** The version the operator saw: a change changed since is refused, and nothing is written. */
  version: number;
  status: TicketChangeStatus;
  /** QUOTED: the new flights picked from getFlightInfo, one per way that changes. */
  goItineraryId?: string;
  backItineraryId?: string;
  /** QUOTED: the agency's fee on top of the airline's quote. */
  serviceFee?: string;
  /** CANCELLED and FAILED: why. */
  reason?: string;
}

/** ticketChangeCalls.update: one change to one status. */
export async function updateTicketChange(move: TicketChangeMove): Promise<CaseOutcome<TicketChangeRow>> {
  return outcomeOf(await callEnvelope(ticketChangeCalls.update, move, HANDLED));
}

export function useUpdateTicketChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTicketChange,
    // A refusal changed nothing: the page keeps what the operator saw (a stale one offers Reload).
    onSuccess: (outcome) =>
      outcome.done ? queryClient.invalidateQueries({ queryKey: ticketChangeKeys.all }) : undefined,
  });
}
