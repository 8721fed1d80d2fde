import type { RebookPageQuery } from '@ota/contract';

export type RebookListParams = Partial<RebookPageQuery>;

export const rebookKeys = {
  all: ['rebooks'] as const,
  lists: () => [...rebookKeys.all, 'list'] as const,
  list: (params: RebookListParams) => [...rebookKeys.lists(), params] as const,
  detail: (orderNo: string) => [...rebookKeys.all, 'detail', orderNo] as const,
  flights: (orderNo: string, departDate: string, returnDate: string) =>
    [...rebookKeys.all, 'flights', orderNo, departDate, returnDate] as const,
};
