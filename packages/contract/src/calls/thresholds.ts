import { z } from 'zod';
import { pageListOf } from '../pagination';
import { Permission } from '../permissions';
import {
  balanceAdjustBody,
  balanceAdjustResult,
  thresholdAccount,
  thresholdAddBody,
  thresholdDeleteQuery,
  thresholdPageQuery,
  thresholdRow,
  thresholdUpdateBody,
} from '../settings-mail/thresholds';
import { defineCall } from './define-call';

const thresholds = { anyOf: [Permission.THRESHOLDS] } as const;

/** The warning thresholds screen (spec section 3 "Threshold", decision 0011). */
export const thresholdCalls = {
  page: defineCall({
    method: 'GET',
    path: '/threshold/pageList',
    access: thresholds,
    encoding: 'query',
    input: thresholdPageQuery,
    answer: pageListOf(thresholdRow),
    summary: 'A page of warning thresholds, each with its account balance (null where it is hidden)',
  }),
  accounts: defineCall({
    method: 'GET',
    path: '/threshold/accounts',
    // The threshold form and the adjustment form list the accounts they can act on.
    access: { anyOf: [Permission.THRESHOLDS, Permission.TRANSACTION_RECORDS] },
    encoding: 'query',
    input: z.object({}),
    answer: z.array(thresholdAccount),
    summary: 'The accounts (platform and currency) the user may set a threshold on or adjust',
  }),
  add: defineCall({
    method: 'POST',
    path: '/threshold/add',
    access: thresholds,
    encoding: 'json',
    input: thresholdAddBody,
    answer: z.object({ id: z.number().int() }),
    summary: 'Adds the warning threshold of an account (one per platform and currency)',
  }),
  update: defineCall({
    method: 'POST',
    path: '/threshold/update',
    access: thresholds,
    encoding: 'json',
    input: thresholdUpdateBody,
    answer: z.null(),
    summary: "Changes a threshold's amount (re-arms its warning)",
  }),
  remove: defineCall({
    method: 'GET',
    path: '/threshold/delete',
    access: thresholds,
    encoding: 'query',
    writes: true,
    input: thresholdDeleteQuery,
    answer: z.null(),
    summary: 'Deletes a threshold',
  }),
  // Lives with thresholds until the transaction-records screen exists: the threshold screen offers it.
  adjust: defineCall({
    method: 'POST',
    path: '/userTransactionRecord/adjust',
    access: { anyOf: [Permission.TRANSACTION_RECORDS] },
    encoding: 'json',
    input: balanceAdjustBody,
    answer: balanceAdjustResult,
    summary: "A signed ADJUSTMENT entry on an account's ledger (the balance after it, null where hidden)",
  }),
};
