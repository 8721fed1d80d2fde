import { z } from 'zod';
import {
  VOID_TICKET_CASE,
  voidableTicket,
  voidTicketAddInput,
  voidTicketDetail,
  voidTicketPage,
  voidTicketPageQuery,
  voidTicketRow,
  voidTicketTicketsQuery,
  voidTicketUpdateInput,
} from '../cases/void-tickets';
import { wholeNumber } from '../fields';
import { defineCall } from './define-call';

const voids = { anyOf: [VOID_TICKET_CASE.pages.code] } as const;

/** Void tickets (1005-5, docs/decisions/0025-void-tickets.md). */
export const voidTicketCalls = {
  tickets: defineCall({
    method: 'GET',
    path: '/invalidatedTicket/tickets',
    access: voids,
    encoding: 'query',
    input: voidTicketTicketsQuery,
    answer: z.array(voidableTicket),
    summary: "An order's tickets as the void form offers them: each with its window, amount and refusal",
  }),
  add: defineCall({
    method: 'POST',
    path: '/invalidatedTicket/insert',
    access: voids,
    encoding: 'json',
    input: voidTicketAddInput,
    answer: voidTicketRow,
    summary: "Asks for the void of one passenger's ticket, inside its void window",
  }),
  page: defineCall({
    method: 'GET',
    path: '/invalidatedTicket/pageList',
    access: voids,
    encoding: 'query',
    input: voidTicketPageQuery,
    answer: voidTicketPage,
    summary: 'A page of voids, newest first',
  }),
  detail: defineCall({
    method: 'GET',
    path: '/invalidatedTicket/detail',
    access: voids,
    encoding: 'query',
    input: z.object({ id: wholeNumber('id') }),
    answer: voidTicketDetail,
    summary: "A void with its remark, the airline's void reference and its history",
  }),
  update: defineCall({
    method: 'POST',
    path: '/invalidatedTicket/update',
    access: voids,
    encoding: 'json',
    input: voidTicketUpdateInput,
    answer: voidTicketRow,
    summary: 'Voids the ticket (the airline asked first, the amount reversed) or rejects the void',
  }),
};
