import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CaseQueueCount, CaseQueuePage } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';

export interface QueueParams {
  pageNum: number;
  pageSize: number;
  kind?: string;
  status?: string;
  overdueOnly?: 'true';
}

const EMPTY: CaseQueuePage = { pageList: [], totalCount: 0 };
/** The badge follows the queue without a reload: asked again each minute. */
const COUNT_EVERY_MS = 60_000;

export const queueKeys = {
  all: ['queue'] as const,
  list: (params: QueueParams) => ['queue', 'list', params] as const,
  count: ['queue', 'count'] as const,
};

/** GET /afterSales/queue: open cases of the user's kinds, soonest deadline first. */
export function useQueue(params: QueueParams) {
  return useQuery({
    queryKey: queueKeys.list(params),
    queryFn: async () =>
      (await apiClient.get<CaseQueuePage | null>('/afterSales/queue', { ...params })).data ?? EMPTY,
    placeholderData: keepPreviousData,
  });
}

/** GET /afterSales/queue/count: how many are open, and how many of them overdue. */
export function useQueueCount(enabled: boolean) {
  return useQuery({
    queryKey: queueKeys.count,
    queryFn: async () => (await apiClient.get<CaseQueueCount>('/afterSales/queue/count')).data,
    refetchInterval: COUNT_EVERY_MS,
    enabled,
  });
}
