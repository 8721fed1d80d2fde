import { z } from 'zod';
import {
  BAGGAGE_CASE,
  baggageAddInput,
  baggageDetail,
  baggageEditInput,
  baggageOffers,
  baggageOffersQuery,
  baggagePage,
  baggagePageQuery,
  baggageRow,
  passengerBaggage,
  passengerBaggageQuery,
} from '../cases/baggage';
import { wholeNumber } from '../fields';
import { Permission } from '../permissions';
import { defineCall } from './define-call';

const baggage = { anyOf: [BAGGAGE_CASE.pages.code] } as const;

/**
 * Paid bags (1005-3, decision 0026). The add also takes 1001-1 (calls.md); the airline's offers it needs
 * are 1005-3 only, as calls.md says: the console opens the add form on the baggage list alone, which
 * the order details link to for holders of 1005-3.
 */
export const baggageCalls = {
  offers: defineCall({
    method: 'GET',
    path: '/baggage/getBaggageInfo',
    access: baggage,
    encoding: 'query',
    input: baggageOffersQuery,
    answer: baggageOffers,
    summary: "The airline's bag offers for one passenger on one flight",
  }),
  add: defineCall({
    method: 'POST',
    path: '/twoBaggageInfo/add',
    access: { anyOf: [BAGGAGE_CASE.pages.code, Permission.ORDER_LIST] },
    encoding: 'form',
    input: baggageAddInput,
    answer: baggageRow,
    summary: "Opens a bag case (PRICED) for one of the airline's offers; message 'Submitted successfully'",
  }),
  passenger: defineCall({
    method: 'POST',
    path: '/twoBaggageInfo/getPassengerBaggageInfo',
    access: baggage,
    encoding: 'form',
    input: passengerBaggageQuery,
    answer: passengerBaggage,
    summary: "A passenger's bags: those included with the ticket and every bag case bought since",
  }),
  page: defineCall({
    method: 'GET',
    path: '/twoBaggageInfo/getTwoBaggageInfo',
    access: baggage,
    encoding: 'query',
    input: baggagePageQuery,
    answer: baggagePage,
    summary: 'A page of bag cases, newest first',
  }),
  detail: defineCall({
    method: 'GET',
    path: '/twoBaggageInfo/detail',
    access: baggage,
    encoding: 'query',
    input: z.object({ id: wholeNumber('id') }),
    answer: baggageDetail,
    summary: 'A bag case with its offer, passenger, flight, reason and history',
  }),
  editState: defineCall({
    method: 'POST',
    path: '/twoBaggageInfo/editState',
    access: baggage,
    encoding: 'form',
    input: baggageEditInput,
    answer: baggageRow,
    summary: 'Moves a bag case (ISSUED asks the airline for the EMD; its refusal is ISSUE_FAILED)',
  }),
};
