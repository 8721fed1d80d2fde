import { z } from 'zod';
import { QUEUE_CODES } from '../menu';
import { Permission } from '../permissions';
import {
  caseQueueCount,
  caseQueuePage,
  caseQueueQuery,
  openCaseBadge,
  openCasesQuery,
  orderCaseRow,
  orderCasesQuery,
} from '../cases';

import { defineCall } from './define-call';

const orderPages = { anyOf: [Permission.ORDER_LIST] } as const;

/** The after-sales cases across kinds: the queue of what is due (issue 10 §5) and the cases of orders. */
export const caseCalls = {
  queue: defineCall({
    method: 'GET',
    path: '/afterSales/queue',
    access: { anyOf: QUEUE_CODES },
    encoding: 'query',
    input: caseQueueQuery,
    answer: caseQueuePage,
    summary: 'A page of the open cases of the kinds the user works on, soonest deadline first',
  }),
  queueCount: defineCall({
    method: 'GET',
    path: '/afterSales/queue/count',
    access: { anyOf: QUEUE_CODES },
    encoding: 'query',
    input: z.object({}),
    answer: caseQueueCount,
    summary: "How many of the user's kinds' cases are open, and how many of them overdue (the menu badge)",
  }),
  orderCases: defineCall({
    method: 'GET',
    path: '/afterSales/orderCases',
    access: orderPages,
    encoding: 'query',
    input: orderCasesQuery,
    answer: z.array(orderCaseRow),
    summary: 'Every after-sales case of one order, newest first, whatever its kind',
  }),
  openCases: defineCall({
    method: 'GET',
    path: '/afterSales/openCases',
    access: orderPages,
    encoding: 'query',
    input: openCasesQuery,
    answer: z.array(openCaseBadge),
    summary: 'The open cases of the orders of a list page, one badge per order that has any',
  }),
};
