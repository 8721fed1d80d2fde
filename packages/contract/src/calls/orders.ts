import { z } from 'zod';
import {
  orderActionResult,
  orderCsvExportQuery,
  orderDetail,
  orderExportQuery,
  orderNoInput,
  orderPaymentInfo,
  orderPreference,
  orderPreferenceInput,
  orderSearchPage,
  orderSearchQuery,
  paymentResult,
  supplierCheckResult,
  updatePassengersInput,
} from '../orders';
import { OPERATION_CODES } from '../cases/kinds';
import { Permission } from '../permissions';
import type { orderPathPrefix } from '../platform';
import { csvFile, defineCall, xlsxFile } from './define-call';

/** The order paths exist three times (spec section 7): unprefixed, /onefly and /edreams. */
export type OrderPathPrefix = ReturnType<typeof orderPathPrefix>;

const orderList = { anyOf: [Permission.ORDER_LIST] } as const;
// The operation screens open order details too (calls.md: 1001-1 or any 1005-x).
const orderDetailAccess = { anyOf: [Permission.ORDER_LIST, ...OPERATION_CODES] as const };

/** Whose orders a prefix reaches, for the summaries. */
const ORDERS_OF: Record<OrderPathPrefix, string> = {
  '': "the user's platform (every platform for a user without one)",
  '/onefly': 'onefly (platform 1)',
  '/edreams': 'edreams (platform 2)',
};

/** The calls every prefix has, each reaching the orders its prefix names. */
function prefixedOrderCalls(prefix: OrderPathPrefix) {
  const of = ORDERS_OF[prefix];
  return {
    search: defineCall({
      method: 'GET',
      path: `${prefix}/order/search`,
      access: orderList,
      encoding: 'query',
      input: orderSearchQuery,
      answer: orderSearchPage,
      summary: `A page of the orders of ${of}, filtered and sorted`,
    }),
    detail: defineCall({
      method: 'GET',
      path: `${prefix}/order/detail`,
      access: orderDetailAccess,
      encoding: 'query',
      input: orderNoInput,
      // A list holding the one order (DESIGN section 3); status 201 with [] when there is none.
      answer: z.array(orderDetail),
      summary: `An order of ${of} with its flights, passengers, luggage, contact and records`,
    }),
    payment: defineCall({
      method: 'GET',
      path: `${prefix}/order/payment`,
      access: orderList,
      encoding: 'query',
      input: orderNoInput,
      answer: orderPaymentInfo,
      summary: `What paying an order of ${of} takes or took, with its account and ledger entries`,
    }),
    getStatus: defineCall({
      method: 'GET',
      path: `${prefix}/order/getStatus`,
      access: orderList,
      encoding: 'query',
      writes: true,
      input: orderNoInput,
      answer: supplierCheckResult,
      summary: `Asks the airline for the booking's status and moves an order of ${of} on as it says`,
    }),
    reconfirm: defineCall({
      method: 'POST',
      path: `${prefix}/order/reconfirm`,
      access: orderList,
      encoding: 'json',
      input: orderNoInput,
      answer: supplierCheckResult,
      summary: `Asks the airline to reconfirm the booking of an order of ${of} (the status stays)`,
    }),
    updatePassengers: defineCall({
      method: 'POST',
      path: `${prefix}/order/updatePassengers`,
      access: orderList,
      encoding: 'json',
      input: updatePassengersInput,
      answer: z.null(),
      summary: `Corrects passengers' names and documents on an order of ${of}`,
    }),
    exportXlsx: defineCall({
      method: 'GET',
      path: `${prefix}/order/export`,
      access: orderList,
      encoding: 'query',
      input: orderExportQuery,
      answer: xlsxFile,
      summary: `The orders of ${of} booked in a range (and any filter of the list), as .xlsx`,
    }),
  };
}

/** The order list and details of every platform the user reaches, and the calls without a prefix. */
export const orderCalls = {
  ...prefixedOrderCalls(''),
  pay: defineCall({
    method: 'POST',
    path: '/orderOperation/pay',
    access: orderList,
    encoding: 'json',
    input: orderNoInput,
    answer: paymentResult,
    summary: "Pays a PENDING_PAYMENT order from its platform's balance (one BOOKING_DEBIT)",
  }),
  reCreate: defineCall({
    method: 'POST',
    path: '/orderOperation/reCreate',
    access: orderList,
    encoding: 'json',
    input: orderNoInput,
    answer: orderActionResult,
    summary: 'Sends a TICKETING_FAILED order for ticketing again',
  }),
  preference: defineCall({
    method: 'GET',
    path: '/orderPreference/detail',
    access: orderList,
    encoding: 'query',
    input: z.object({}),
    answer: orderPreference,
    summary: "The user's own defaults for the order list (the built-in ones before any is saved)",
  }),
  savePreference: defineCall({
    method: 'POST',
    path: '/orderPreference/save',
    access: orderList,
    encoding: 'json',
    input: orderPreferenceInput,
    answer: orderPreference,
    summary: "Saves the user's own defaults for the order list",
  }),
};

/** The orders of onefly (platform 1), to its users and users without a platform. */
export const oneflyOrderCalls = prefixedOrderCalls('/onefly');

/** The orders of edreams (platform 2), to its users and users without a platform. */
export const edreamsOrderCalls = {
  ...prefixedOrderCalls('/edreams'),
  exportCsv: defineCall({
    method: 'GET',
    path: '/edreams/order/exportCsv',
    access: orderList,
    encoding: 'query',
    input: orderCsvExportQuery,
    answer: csvFile,
    summary: 'The orders of edreams booked in a range, as CSV (spec section 9)',
  }),
};

/** The calls of a prefix: the web calls its user's platform's (orderPathPrefix). */
export const orderCallsOf: Record<OrderPathPrefix, ReturnType<typeof prefixedOrderCalls>> = {
  '': orderCalls,
  '/onefly': oneflyOrderCalls,
  '/edreams': edreamsOrderCalls,
};
