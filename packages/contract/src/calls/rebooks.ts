import {
  rebookCase,
  rebookDetail,
  rebookFlightsQuery,
  rebookFlightsResult,
  rebookNoBody,
  rebookOrderQuery,
  rebookPage,
  rebookPageQuery,
  rebookPayBody,
  rebookPayResult,
  rebookSelectBody,
  rebookStepResult,
} from '../rebooks';
import { REBOOK_CASE } from '../cases/rebooks';
import { defineCall } from './define-call';

const rebooks = { anyOf: [REBOOK_CASE.pages.code] } as const;

/** Rebooks (1001-2, docs/decisions/0018-rebooks.md): a platform user sees and moves only its own orders. */
export const rebookCalls = {
  page: defineCall({
    method: 'GET',
    path: '/orderRebook/pageList',
    access: rebooks,
    encoding: 'query',
    input: rebookPageQuery,
    answer: rebookPage,
    summary: 'A page of the orders that may be rebooked, each with its rebook case if any',
  }),
  detail: defineCall({
    method: 'GET',
    path: '/orderRebook/detail',
    access: rebooks,
    encoding: 'query',
    input: rebookOrderQuery,
    answer: rebookDetail,
    summary: 'An order as the rebook pages show it, its disruption and its latest rebook case',
  }),
  flights: defineCall({
    method: 'GET',
    path: '/orderRebook/flights',
    access: rebooks,
    encoding: 'query',
    input: rebookFlightsQuery,
    answer: rebookFlightsResult,
    summary: "The online wrappers' offers on the new dates, failing wrappers named",
  }),
  select: defineCall({
    method: 'POST',
    path: '/orderRebook/select',
    access: rebooks,
    encoding: 'json',
    input: rebookSelectBody,
    answer: rebookCase,
    summary: 'Chooses the new flights, priced again by the airline (FLIGHT_SELECTED)',
  }),
  confirm: defineCall({
    method: 'POST',
    path: '/orderRebook/confirm',
    access: rebooks,
    encoding: 'json',
    input: rebookNoBody,
    answer: rebookStepResult,
    summary: 'The customer confirms the chosen flights and the amount due (CONFIRMED)',
  }),
  pay: defineCall({
    method: 'POST',
    path: '/orderRebook/pay',
    access: rebooks,
    encoding: 'json',
    // The card's expiry is checked against the time of each call.
    input: rebookPayBody(),
    answer: rebookPayResult,
    summary: 'Pays what is due by card (only its brand and last four are kept) and flies the new flights',
  }),
  cancel: defineCall({
    method: 'POST',
    path: '/orderRebook/cancel',
    access: rebooks,
    encoding: 'json',
    input: rebookNoBody,
    answer: rebookStepResult,
    summary: 'Cancels a rebook not yet confirmed',
  }),
};
