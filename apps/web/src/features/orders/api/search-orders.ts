import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { orderCallsOf, type OrderPathPrefix, type OrderSearchPage } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { orderKeys, type OrderSearchParams } from './keys';

const EMPTY: OrderSearchPage = { content: [], totalRows: 0 };

/** orderCallsOf[prefix].search: a page of orders, `content` and `totalRows`. */
export async function searchOrders(
  prefix: OrderPathPrefix,
  params: OrderSearchParams,
): Promise<OrderSearchPage> {
  // An answer without data shows an empty list, as the list has always done.
  return (await callApi(orderCallsOf[prefix].search, params)) ?? EMPTY;
}

export function orderSearchQuery(prefix: OrderPathPrefix, params: OrderSearchParams) {
  return queryOptions({
    queryKey: orderKeys.list(prefix, params),
    queryFn: () => searchOrders(prefix, params),
  });
}

export function useOrderSearch(prefix: OrderPathPrefix, params: OrderSearchParams) {
  return useQuery({ ...orderSearchQuery(prefix, params), placeholderData: keepPreviousData });
}
