import { z } from 'zod';
import { balanceInfo } from '../balance';
import { defineCall } from './define-call';

/** The top bar's balance (spec section 3, "Balance entry"), polled by every open console. */
export const balanceCalls = {
  info: defineCall({
    method: 'GET',
    path: '/userTransactionRecord/balanceInfo',
    // Every user, edreams included: its console hides the figure, the answer is still its own.
    access: 'signedIn',
    encoding: 'query',
    input: z.object({}),
    answer: z.array(balanceInfo),
    summary:
      "The balance of each account of the user's platform (each platform's apart for a user without one)",
  }),
};
