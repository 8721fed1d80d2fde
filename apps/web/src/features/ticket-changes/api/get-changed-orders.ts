import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ChangedOrderRow, PageList } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { ticketChangeKeys, type ChangedOrderParams } from './keys';

const EMPTY: PageList<ChangedOrderRow> = { pageList: [], totalCount: 0 };

/** POST /flight/change/order/page/list (JSON): the orders that have ticket changes, latest change first. */
export async function getChangedOrders(params: ChangedOrderParams): Promise<PageList<ChangedOrderRow>> {
  const body = await apiClient.postJson<PageList<ChangedOrderRow> | null>(
    '/flight/change/order/page/list',
    params,
  );
  return body.data ?? EMPTY;
}

export function useChangedOrders(params: ChangedOrderParams) {
  return useQuery({
    queryKey: ticketChangeKeys.orders(params),
    queryFn: () => getChangedOrders(params),
    placeholderData: keepPreviousData,
  });
}
