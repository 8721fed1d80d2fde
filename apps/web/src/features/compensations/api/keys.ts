import type { CompensationPageQuery } from '@ota/contract';

export type CompensationListParams = Partial<CompensationPageQuery>;

export const compensationKeys = {
  all: ['compensations'] as const,
  lists: () => [...compensationKeys.all, 'list'] as const,
  list: (params: CompensationListParams) => [...compensationKeys.lists(), params] as const,
  detail: (id: number) => [...compensationKeys.all, 'detail', id] as const,
};
