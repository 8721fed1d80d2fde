import type { RefundPageQuery } from '@ota/contract';

export type RefundListParams = Partial<RefundPageQuery>;

export const refundKeys = {
  all: ['refunds'] as const,
  lists: () => [...refundKeys.all, 'list'] as const,
  list: (params: RefundListParams) => [...refundKeys.lists(), params] as const,
  details: () => [...refundKeys.all, 'detail'] as const,
  detail: (id: number) => [...refundKeys.details(), id] as const,
  logs: (id: number) => [...refundKeys.all, 'log', id] as const,
  log: (id: number, pageNum: number, pageSize: number) =>
    [...refundKeys.logs(id), pageNum, pageSize] as const,
};
