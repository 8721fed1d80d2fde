import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ticketChangeCalls, type ChangedOrderRow, type PageList } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { ticketChangeKeys, type ChangedOrderParams } from './keys';

/** ticketChangeCalls.orders: the orders that have ticket changes, latest change first. */
export function getChangedOrders(params: ChangedOrderParams): Promise<PageList<ChangedOrderRow>> {
  return callApi(ticketChangeCalls.orders, params);
}

export function useChangedOrders(params: ChangedOrderParams) {
  return useQuery({
    queryKey: ticketChangeKeys.orders(params),
    queryFn: () => getChangedOrders(params),
    placeholderData: keepPreviousData,
  });
}
