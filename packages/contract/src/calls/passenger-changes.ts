import { z } from 'zod';
import {
  passengerChangeAddInput,
  passengerChangeDetail,
  passengerChangePage,
  passengerChangePageQuery,
  passengerChangeRow,
  passengerChangeUpdateInput,
} from '../cases';
import { wholeNumber } from '../fields';
import { Permission } from '../permissions';
import { PASSENGER_CHANGE_CASE } from '../cases/passenger-changes';
import { defineCall } from './define-call';

const passengers = { anyOf: [PASSENGER_CHANGE_CASE.pages.code] } as const;
const byId = z.object({ id: wholeNumber('id') });

/**
 * Passenger information changes (1005-4). The spec lists the add under ticket change, so the ticket
 * change desk (1005-2) may open one too; the list and the moves stay 1005-4.
 */
export const passengerChangeCalls = {
  add: defineCall({
    method: 'POST',
    path: '/passengerInfoChanging/add',
    access: { anyOf: [Permission.TICKET_CHANGES, PASSENGER_CHANGE_CASE.pages.code] },
    encoding: 'form',
    input: passengerChangeAddInput,
    answer: passengerChangeRow,
    summary: 'Opens a change of one passenger of an order: the passenger as it should be after it',
  }),
  page: defineCall({
    method: 'GET',
    path: '/passengerInfoChanging/pageList',
    access: passengers,
    encoding: 'query',
    input: passengerChangePageQuery,
    answer: passengerChangePage,
    summary: 'A page of passenger changes, newest first',
  }),
  detail: defineCall({
    method: 'GET',
    path: '/passengerInfoChanging/detail',
    access: passengers,
    encoding: 'query',
    input: byId,
    answer: passengerChangeDetail,
    summary: 'One passenger change: its fields before and after, and its history',
  }),
  update: defineCall({
    method: 'POST',
    path: '/passengerInfoChanging/update',
    access: passengers,
    encoding: 'json',
    input: passengerChangeUpdateInput,
    answer: passengerChangeRow,
    summary: 'Moves one passenger change to a status; DONE writes it onto the order',
  }),
};
