import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderSearchPage } from '@ota/contract';
import { apiClient, type Params } from '../../../lib/api-client';
import { orderKeys, type OrderSearchParams } from './keys';

const EMPTY: OrderSearchPage = { content: [], totalRows: 0 };

/** GET {prefix}/order/search: a page of orders, `content` and `totalRows`. */
export async function searchOrders(prefix: string, params: OrderSearchParams): Promise<OrderSearchPage> {
  const body = await apiClient.get<OrderSearchPage | null>(`${prefix}/order/search`, params as Params);
  return body.data ?? EMPTY;
}

export function orderSearchQuery(prefix: string, params: OrderSearchParams) {
  return queryOptions({
    queryKey: orderKeys.list(prefix, params),
    queryFn: () => searchOrders(prefix, params),
  });
}

export function useOrderSearch(prefix: string, params: OrderSearchParams) {
  return useQuery({ ...orderSearchQuery(prefix, params), placeholderData: keepPreviousData });
}
