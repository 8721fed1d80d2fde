import { z } from 'zod';
import {
  wrapperAddInput,
  wrapperEditInput,
  wrapperIdInput,
  wrapperListQuery,
  wrapperPage,
  wrapperStatusInput,
  wrapperTestResult,
} from '../airlines';
import { Permission } from '../permissions';
import { defineCall } from './define-call';

const airlines = { anyOf: [Permission.AIRLINES] } as const;

/**
 * The airline wrappers screen (spec section 3 "Airline", decision 0008). The console sends most fields
 * as params; a form or JSON body is read as well (`query-or-form`: the body's value wins).
 */
export const airlineCalls = {
  page: defineCall({
    method: 'POST',
    path: '/wrapper/selectAllOrId',
    access: airlines,
    encoding: 'query-or-form',
    input: wrapperListQuery,
    answer: wrapperPage,
    summary: 'A page of airline wrappers, each with its last connection test',
  }),
  add: defineCall({
    method: 'POST',
    path: '/wrapper/add',
    access: airlines,
    encoding: 'query-or-form',
    input: wrapperAddInput,
    answer: z.object({ id: z.number().int() }),
    summary: 'Adds an airline wrapper',
  }),
  edit: defineCall({
    method: 'POST',
    path: '/wrapper/edit',
    access: airlines,
    encoding: 'json',
    input: wrapperEditInput,
    answer: z.null(),
    summary: "Changes a wrapper's whole record (a new URL forgets its last test)",
  }),
  setStatus: defineCall({
    method: 'POST',
    path: '/wrapper/editStatus',
    access: airlines,
    encoding: 'query-or-form',
    input: wrapperStatusInput,
    answer: z.null(),
    summary: 'Switches a wrapper online or offline',
  }),
  remove: defineCall({
    method: 'POST',
    path: '/wrapper/del',
    access: airlines,
    encoding: 'query-or-form',
    input: wrapperIdInput,
    answer: z.null(),
    summary: 'Deletes a wrapper',
  }),
  testConnection: defineCall({
    method: 'POST',
    path: '/wrapper/testConnection',
    access: airlines,
    encoding: 'query-or-form',
    input: wrapperIdInput,
    answer: wrapperTestResult,
    summary: "Calls the wrapper's /v1/health and keeps the outcome as its last test",
  }),
};
