import { z } from 'zod';
import {
  refundAddInput,
  refundAirlineAnswer,
  refundBatchInput,
  refundBatchResult,
  refundDetail,
  refundLogInput,
  refundLogPage,
  refundLogQuery,
  refundPage,
  refundPageQuery,
  refundRow,
  refundUpdateInput,
} from '../cases';
import { wholeNumber } from '../fields';
import { Permission } from '../permissions';
import { REFUND_CASE } from '../cases/refunds';
import { defineCall } from './define-call';

const refunds = { anyOf: [REFUND_CASE.pages.code] } as const;
const byId = z.object({ id: wholeNumber('id') });

/** Refunds (1005-1, docs/domain.md "Refunds"); a refund may also be opened from ticket changes and orders. */
export const refundCalls = {
  add: defineCall({
    method: 'POST',
    path: '/orderRefund/addRefundOrderInfo',
    access: { anyOf: [REFUND_CASE.pages.code, Permission.TICKET_CHANGES, Permission.ORDER_LIST] },
    encoding: 'json',
    input: refundAddInput,
    answer: refundRow,
    summary: 'Opens a refund of some passengers on some segments of an order (REQUESTED)',
  }),
  page: defineCall({
    method: 'GET',
    path: '/orderRefund/pageList',
    access: refunds,
    encoding: 'query',
    input: refundPageQuery,
    answer: refundPage,
    summary: 'A page of refunds, newest first',
  }),
  detail: defineCall({
    method: 'GET',
    path: '/orderRefund/detail',
    access: refunds,
    encoding: 'query',
    input: byId,
    answer: refundDetail,
    summary: 'One refund: its quote line by line, its passengers and segments, and its history',
  }),
  update: defineCall({
    method: 'POST',
    path: '/orderRefund/update',
    access: refunds,
    encoding: 'form',
    input: refundUpdateInput,
    answer: refundRow,
    summary: 'Moves one refund to a status, with the version the operator saw',
  }),
  batch: defineCall({
    method: 'POST',
    path: '/orderRefund/batchModStatus',
    access: refunds,
    encoding: 'form',
    input: refundBatchInput,
    answer: refundBatchResult,
    summary: 'Moves many refunds to one status, all or none',
  }),
  refreshAirline: defineCall({
    method: 'POST',
    path: '/orderRefund/refreshAirline',
    access: refunds,
    encoding: 'form',
    input: byId,
    answer: refundAirlineAnswer,
    summary: 'Asks the airline for its answer to a submitted refund now, and records it',
  }),
  log: defineCall({
    method: 'GET',
    path: '/refundChangeLog/pageList',
    access: refunds,
    encoding: 'query',
    input: refundLogQuery,
    answer: refundLogPage,
    summary: "A page of a refund's history and notes, oldest first",
  }),
  addNote: defineCall({
    method: 'POST',
    path: '/refundChangeLog/insert',
    access: refunds,
    encoding: 'form',
    input: refundLogInput,
    answer: z.null(),
    summary: "Adds a note to a refund's history",
  }),
};
