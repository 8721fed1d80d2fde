import type { ThresholdPageQuery } from '@ota/contract';

export type ThresholdListParams = Partial<ThresholdPageQuery>;

export const thresholdKeys = {
  all: ['thresholds'] as const,
  lists: () => [...thresholdKeys.all, 'list'] as const,
  list: (params: ThresholdListParams) => [...thresholdKeys.lists(), params] as const,
  accounts: () => [...thresholdKeys.all, 'accounts'] as const,
};
