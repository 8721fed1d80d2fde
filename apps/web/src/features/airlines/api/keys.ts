import type { WrapperListQuery } from '@ota/contract';

export type WrapperListParams = Partial<WrapperListQuery>;

export const airlineKeys = {
  all: ['airlines'] as const,
  lists: () => [...airlineKeys.all, 'list'] as const,
  list: (params: WrapperListParams) => [...airlineKeys.lists(), params] as const,
};
