import type { OrderSearchParams } from '../lib/filter-params';

export type { OrderSearchParams };

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (prefix: string, params: OrderSearchParams) => [...orderKeys.lists(), prefix, params] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (prefix: string, orderNo: string) => [...orderKeys.details(), prefix, orderNo] as const,
};
