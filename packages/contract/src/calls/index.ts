import { airlinePolicyCalls } from './airline-policy';
import { balanceCalls } from './balance';
import { flightSearchCalls } from './flight-search';
import { edreamsOrderCalls, oneflyOrderCalls, orderCalls } from './orders';
import { thresholdCalls } from './thresholds';

export * from './define-call';
export * from './thresholds';
export * from './orders';
export * from './flight-search';
export * from './airline-policy';
export * from './balance';

/**
 * Every declared call by domain; the OpenAPI document lists these under the domain's tag (decision 0043:
 * thresholds first, the other modules follow one by one).
 */
export const declaredCalls = {
  thresholds: thresholdCalls,
  orders: orderCalls,
  oneflyOrders: oneflyOrderCalls,
  edreamsOrders: edreamsOrderCalls,
  flightSearch: flightSearchCalls,
  airlinePolicy: airlinePolicyCalls,
  balance: balanceCalls,
} as const;
