import { z } from 'zod';
import {
  SEAT_CASE,
  seatDetail,
  seatInsertInput,
  seatPage,
  seatPageQuery,
  seatRow,
  seatSelectionInfo,
  seatSelectionQuery,
  seatUpdateInput,
} from '../cases/seats';
import { wholeNumber } from '../fields';
import { Permission } from '../permissions';
import { defineCall } from './define-call';

const seats = { anyOf: [SEAT_CASE.pages.code] } as const;
/** A seat may also be chosen from the order details (1001-1). */
const choosing = { anyOf: [SEAT_CASE.pages.code, Permission.ORDER_LIST] } as const;

/** Seats (1005-6, decision 0027). */
export const seatCalls = {
  selection: defineCall({
    method: 'GET',
    path: '/seatSelectInfo/getSeatSelectionInfo',
    access: choosing,
    encoding: 'query',
    input: seatSelectionQuery,
    answer: seatSelectionInfo,
    summary: "The flight's seat map for one passenger: prices, the agency's charge, the seats taken",
  }),
  insert: defineCall({
    method: 'POST',
    path: '/seatSelectInfo/insert',
    access: choosing,
    encoding: 'json',
    input: seatInsertInput,
    // Spec section 8: the success text is `data`.
    answer: z.string(),
    summary: 'Holds one seat for one passenger on one flight (a seat case, PRICED); answers the success text',
  }),
  page: defineCall({
    method: 'GET',
    path: '/seatSelectInfo/pageList',
    access: seats,
    encoding: 'query',
    input: seatPageQuery,
    answer: seatPage,
    summary: "A page of seat cases in the list's own envelope (rows and total), newest first",
  }),
  detail: defineCall({
    method: 'GET',
    path: '/seatSelectInfo/detail',
    access: seats,
    encoding: 'query',
    input: z.object({ id: wholeNumber('id') }),
    answer: seatDetail,
    summary: 'A seat case with its remark, passengers, flights and history',
  }),
  update: defineCall({
    method: 'POST',
    path: '/seatSelectInfo/update',
    access: seats,
    encoding: 'json',
    input: seatUpdateInput,
    answer: seatRow,
    summary: "Moves a seat case (ISSUED buys the seat from the airline); an airline's refusal says why",
  }),
};
