import { z } from 'zod';
import {
  changeFlightInfo,
  changeFlightQuery,
  changedOrderPage,
  changedOrderQuery,
  ticketChangeAddInput,
  ticketChangeDetail,
  ticketChangePage,
  ticketChangePageQuery,
  ticketChangeRow,
  ticketChangeUpdateInput,
} from '../cases';
import { wholeNumber } from '../fields';
import { Permission } from '../permissions';
import { TICKET_CHANGE_CASE } from '../cases/ticket-changes';
import { defineCall } from './define-call';

const ticketChanges = { anyOf: [TICKET_CHANGE_CASE.pages.code] } as const;
const byId = z.object({ id: wholeNumber('id') });

/** Ticket changes (1005-2, docs/domain.md "Ticket changes"); a change may also be opened from an order. */
export const ticketChangeCalls = {
  add: defineCall({
    method: 'POST',
    path: '/orderTicketChanging/addTicketOrderInfo',
    access: { anyOf: [TICKET_CHANGE_CASE.pages.code, Permission.ORDER_LIST] },
    encoding: 'form',
    input: ticketChangeAddInput,
    answer: ticketChangeRow,
    summary: 'Opens a ticket change of some passengers on some segments of an order (REQUESTED)',
  }),
  page: defineCall({
    method: 'GET',
    path: '/orderTicketChanging/pageList',
    access: ticketChanges,
    encoding: 'query',
    input: ticketChangePageQuery,
    answer: ticketChangePage,
    summary: 'A page of ticket changes, newest first',
  }),
  detail: defineCall({
    method: 'GET',
    path: '/orderTicketChanging/detail',
    access: ticketChanges,
    encoding: 'query',
    input: byId,
    answer: ticketChangeDetail,
    summary: 'One ticket change: its quote line by line, the tickets after a reissue, and its history',
  }),
  flights: defineCall({
    method: 'GET',
    path: '/orderTicketChanging/getFlightInfo',
    access: ticketChanges,
    encoding: 'query',
    input: changeFlightQuery,
    answer: changeFlightInfo,
    summary: "New flights of the order's airline on the new dates, each way that changes",
  }),
  update: defineCall({
    method: 'POST',
    path: '/orderTicketChanging/update',
    access: ticketChanges,
    encoding: 'form',
    input: ticketChangeUpdateInput,
    answer: ticketChangeRow,
    summary: 'Moves one ticket change to a status, with the version the operator saw',
  }),
  orders: defineCall({
    method: 'POST',
    path: '/flight/change/order/page/list',
    access: ticketChanges,
    encoding: 'json',
    input: changedOrderQuery,
    answer: changedOrderPage,
    summary: 'A page of the orders that have ticket changes, latest change first',
  }),
};
