import type { DisruptionPageQuery } from '@ota/contract';

export type DisruptionListParams = Partial<DisruptionPageQuery>;

export const disruptionKeys = {
  all: ['disruptions'] as const,
  lists: () => [...disruptionKeys.all, 'list'] as const,
  list: (params: DisruptionListParams) => [...disruptionKeys.lists(), params] as const,
  details: () => [...disruptionKeys.all, 'detail'] as const,
  detail: (id: number) => [...disruptionKeys.details(), id] as const,
};
