import { z } from 'zod';
import {
  disruptionAddBody,
  disruptionAdded,
  disruptionCompensationBody,
  disruptionDetail,
  disruptionIdQuery,
  disruptionPage,
  disruptionPageQuery,
  disruptionTransitionBody,
} from '../disruptions';
import { DISRUPTION_CASE } from '../cases/disruptions';
import { defineCall } from './define-call';

const disruptions = { anyOf: [DISRUPTION_CASE.pages.code] } as const;

/** Flight disruptions (1001-3, docs/decisions/0017-disruptions.md). */
export const disruptionCalls = {
  page: defineCall({
    method: 'GET',
    path: '/flightDisruption/pageList',
    access: disruptions,
    encoding: 'query',
    input: disruptionPageQuery,
    answer: disruptionPage,
    summary: "A page of flight disruptions (a platform's user: those affecting its orders)",
  }),
  detail: defineCall({
    method: 'GET',
    path: '/flightDisruption/detail',
    access: disruptions,
    encoding: 'query',
    input: disruptionIdQuery,
    answer: disruptionDetail,
    summary: 'A disruption with its orders and passengers, its history, its next states and the EU261 band',
  }),
  add: defineCall({
    method: 'POST',
    path: '/flightDisruption/add',
    access: disruptions,
    encoding: 'json',
    input: disruptionAddBody,
    answer: disruptionAdded,
    summary: 'Records a disruption of one flight on one day; the server links the orders on it',
  }),
  transition: defineCall({
    method: 'POST',
    path: '/flightDisruption/transition',
    access: disruptions,
    encoding: 'json',
    input: disruptionTransitionBody,
    answer: z.null(),
    summary: 'Moves a disruption to its next state, with a note',
  }),
  compensationCheck: defineCall({
    method: 'POST',
    path: '/flightDisruption/compensationCheck',
    access: disruptions,
    encoding: 'json',
    input: disruptionCompensationBody,
    answer: z.null(),
    summary: "Records the operator's compensation check of a decided disruption (required before CLOSED)",
  }),
};
