import { useQuery } from '@tanstack/react-query';
import {
  ApiStatus,
  VOID_TICKET_CASE,
  voidTicketCalls,
  type VoidableTicket,
  type VoidTicketAddInput,
  type VoidTicketRow,
  type VoidTicketUpdateInput,
} from '@ota/contract';
import { callEnvelope } from '../../../lib/call-api';
import { caseKindQueries } from '../../../lib/case-kind';
import { HANDLED, outcomeOf, type CaseOutcome } from '../../../lib/case-outcome';
import { notify } from '../../../lib/notify';

/** voidTicketCalls.page (newest first) and .detail (the void and its history). */
export const voids = caseKindQueries(VOID_TICKET_CASE, voidTicketCalls);

export type OrderTickets = { found: true; tickets: VoidableTicket[] } | { found: false; message: string };

/** voidTicketCalls.tickets: each passenger's ticket, its window, amount and refusal. */
export async function getOrderTickets(orderNo: string): Promise<OrderTickets> {
  const body = await callEnvelope(voidTicketCalls.tickets, { orderNo }, HANDLED);
  if (body.status === ApiStatus.BAD_REQUEST) {
    notify.warning(body.message);
    return { found: false, message: body.message };
  }
  // An answer without data holds no ticket.
  return { found: true, tickets: body.data ?? [] };
}

/** An order's tickets as the add form offers them (each with its window and refusal). */
export function useOrderTickets(orderNo: string) {
  return useQuery({
    queryKey: [...voids.keys.all, 'tickets', orderNo],
    queryFn: () => getOrderTickets(orderNo),
    enabled: orderNo !== '',
  });
}

/** voidTicketCalls.add: a refusal (closed window, ticket not open…) warns (400). */
export async function addVoid(input: VoidTicketAddInput): Promise<CaseOutcome<VoidTicketRow>> {
  return outcomeOf(await callEnvelope(voidTicketCalls.add, input, HANDLED));
}

/** voidTicketCalls.update: one move with the version the operator saw. */
export async function updateVoid(move: VoidTicketUpdateInput): Promise<CaseOutcome<VoidTicketRow>> {
  return outcomeOf(await callEnvelope(voidTicketCalls.update, move, HANDLED));
}
