import { z } from 'zod';
import { pageListOf } from '../pagination';
import { Permission } from '../permissions';
import {
  exchangeRate,
  exchangeRateBody,
  exchangeRateImportBody,
  exchangeRatePageQuery,
  rateImportResult,
} from '../transactions';
import { defineCall } from './define-call';

// Every holder of 1003-3 reads the rates; the server lets only a user without a platform write them.
const records = { anyOf: [Permission.TRANSACTION_RECORDS] } as const;

/** The exchange rates tab of the transaction records (1003-3, docs/decisions/0030). */
export const exchangeRateCalls = {
  page: defineCall({
    method: 'GET',
    path: '/exchangeRate/pageList',
    access: records,
    encoding: 'query',
    input: exchangeRatePageQuery,
    answer: pageListOf(exchangeRate),
    summary: 'A page of daily exchange rates (units of a currency per EUR), newest day first',
  }),
  add: defineCall({
    method: 'POST',
    path: '/exchangeRate/add',
    access: records,
    encoding: 'json',
    input: exchangeRateBody,
    answer: z.null(),
    summary: "Enters one day's rate of a currency, replacing the one there",
  }),
  import: defineCall({
    method: 'POST',
    path: '/exchangeRate/import',
    access: records,
    encoding: 'json',
    input: exchangeRateImportBody,
    answer: rateImportResult,
    summary: 'Imports the lines of a date,currency,rate file, all or nothing',
  }),
};
