import type { OrderSearchInput } from '@ota/contract';

export type OrderSearchParams = Partial<OrderSearchInput>;

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (prefix: string, params: OrderSearchParams) => [...orderKeys.lists(), prefix, params] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (prefix: string, orderNo: string) => [...orderKeys.details(), prefix, orderNo] as const,
};
