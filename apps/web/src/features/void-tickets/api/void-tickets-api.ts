import { useQuery } from '@tanstack/react-query';
import {
  ApiStatus,
  type VoidableTicket,
  type VoidTicketAddInput,
  type VoidTicketDetail,
  type VoidTicketPage,
  type VoidTicketRow,
  type VoidTicketUpdateInput,
} from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { HANDLED, outcomeOf, type CaseOutcome } from '../../../lib/case-outcome';
import { useCaseChange, useCaseDetail, useCaseList } from '../../../lib/case-queries';
import { notify } from '../../../lib/notify';
import { voidKeys, type VoidListParams } from './keys';

const EMPTY: VoidTicketPage = { pageList: [], totalCount: 0 };

/** GET /invalidatedTicket/pageList (params): pageList and totalCount, newest first. */
export async function getVoids(params: VoidListParams): Promise<VoidTicketPage> {
  return (await apiClient.get<VoidTicketPage | null>('/invalidatedTicket/pageList', params)).data ?? EMPTY;
}

export function useVoidList(params: VoidListParams) {
  return useCaseList(voidKeys.list, getVoids, params);
}

/** GET /invalidatedTicket/detail?id=: the void and its history. */
export async function getVoidDetail(id: number): Promise<VoidTicketDetail> {
  return (await apiClient.get<VoidTicketDetail>('/invalidatedTicket/detail', { id })).data;
}

export function useVoidDetail(id: number | null) {
  return useCaseDetail(voidKeys.detail, getVoidDetail, id);
}

export type OrderTickets = { found: true; tickets: VoidableTicket[] } | { found: false; message: string };

/** GET /invalidatedTicket/tickets?orderNo=: each passenger's ticket, its window, amount and refusal. */
export async function getOrderTickets(orderNo: string): Promise<OrderTickets> {
  const body = await apiClient.get<VoidableTicket[] | null>(
    '/invalidatedTicket/tickets',
    { orderNo },
    HANDLED,
  );
  if (body.status === ApiStatus.BAD_REQUEST) {
    notify.warning(body.message);
    return { found: false, message: body.message };
  }
  return { found: true, tickets: body.data ?? [] };
}

export function useOrderTickets(orderNo: string) {
  return useQuery({
    queryKey: voidKeys.tickets(orderNo),
    queryFn: () => getOrderTickets(orderNo),
    enabled: orderNo !== '',
  });
}

/** POST /invalidatedTicket/insert (JSON): a refusal (closed window, ticket not open…) warns (400). */
export async function addVoid(input: VoidTicketAddInput): Promise<CaseOutcome<VoidTicketRow>> {
  return outcomeOf(await apiClient.postJson<VoidTicketRow>('/invalidatedTicket/insert', input, HANDLED));
}

export function useAddVoid() {
  return useCaseChange(addVoid, voidKeys.all);
}

/** POST /invalidatedTicket/update (JSON): one move with the version the operator saw. */
export async function updateVoid(move: VoidTicketUpdateInput): Promise<CaseOutcome<VoidTicketRow>> {
  return outcomeOf(await apiClient.postJson<VoidTicketRow>('/invalidatedTicket/update', move, HANDLED));
}

export function useUpdateVoid() {
  return useCaseChange(updateVoid, voidKeys.all);
}
