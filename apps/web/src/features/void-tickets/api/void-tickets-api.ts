import { useQuery } from '@tanstack/react-query';
import {
  ApiStatus,
  voidTicketCalls,
  type VoidableTicket,
  type VoidTicketAddInput,
  type VoidTicketDetail,
  type VoidTicketPage,
  type VoidTicketRow,
  type VoidTicketUpdateInput,
} from '@ota/contract';
import { callApi, callEnvelope } from '../../../lib/call-api';
import { HANDLED, outcomeOf, type CaseOutcome } from '../../../lib/case-outcome';
import { useCaseChange, useCaseDetail, useCaseList } from '../../../lib/case-queries';
import { notify } from '../../../lib/notify';
import { voidKeys, type VoidListParams } from './keys';

/** voidTicketCalls.page: pageList and totalCount, newest first. */
export function getVoids(params: VoidListParams): Promise<VoidTicketPage> {
  return callApi(voidTicketCalls.page, params);
}

export function useVoidList(params: VoidListParams) {
  return useCaseList(voidKeys.list, getVoids, params);
}

/** voidTicketCalls.detail: the void and its history. */
export function getVoidDetail(id: number): Promise<VoidTicketDetail> {
  return callApi(voidTicketCalls.detail, { id });
}

export function useVoidDetail(id: number | null) {
  return useCaseDetail(voidKeys.detail, getVoidDetail, id);
}

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

export function useOrderTickets(orderNo: string) {
  return useQuery({
    queryKey: voidKeys.tickets(orderNo),
    queryFn: () => getOrderTickets(orderNo),
    enabled: orderNo !== '',
  });
}

/** voidTicketCalls.add: a refusal (closed window, ticket not open…) warns (400). */
export async function addVoid(input: VoidTicketAddInput): Promise<CaseOutcome<VoidTicketRow>> {
  return outcomeOf(await callEnvelope(voidTicketCalls.add, input, HANDLED));
}

export function useAddVoid() {
  return useCaseChange(addVoid, voidKeys.all);
}

/** voidTicketCalls.update: one move with the version the operator saw. */
export async function updateVoid(move: VoidTicketUpdateInput): Promise<CaseOutcome<VoidTicketRow>> {
  return outcomeOf(await callEnvelope(voidTicketCalls.update, move, HANDLED));
}

export function useUpdateVoid() {
  return useCaseChange(updateVoid, voidKeys.all);
}
