import { airlinePolicy } from '../airline-policy';
import { orderNoInput } from '../orders';
import { Permission } from '../permissions';
import { defineCall } from './define-call';

/** The airline's rules beside a refund's or a ticket change's quote (1005-1 or 1005-2). */
export const airlinePolicyCalls = {
  details: defineCall({
    method: 'POST',
    path: '/airline/policy/details',
    access: { anyOf: [Permission.REFUNDS, Permission.TICKET_CHANGES] },
    encoding: 'form',
    input: orderNoInput,
    answer: airlinePolicy,
    summary: "The change and refund rules of each booked flight's fare, asked of the order's airline",
  }),
};
