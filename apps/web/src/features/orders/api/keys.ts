import type { OrderPathPrefix } from '@ota/contract';
import type { OrderSearchParams } from '../lib/filter-params';

export type { OrderSearchParams };

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (prefix: OrderPathPrefix, params: OrderSearchParams) =>
    [...orderKeys.lists(), prefix, params] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (prefix: OrderPathPrefix, orderNo: string) => [...orderKeys.details(), prefix, orderNo] as const,
};
