import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { caseCalls } from '@ota/contract';
import { callApi } from '../../../lib/call-api';

export interface QueueParams {
  pageNum: number;
  pageSize: number;
  kind?: string;
  status?: string;
  overdueOnly?: 'true';
}

/** The badge follows the queue without a reload: asked again each minute. */
const COUNT_EVERY_MS = 60_000;

export const queueKeys = {
  all: ['queue'] as const,
  list: (params: QueueParams) => ['queue', 'list', params] as const,
  count: ['queue', 'count'] as const,
};

/** caseCalls.queue: open cases of the user's kinds, soonest deadline first. */
export function useQueue(params: QueueParams) {
  return useQuery({
    queryKey: queueKeys.list(params),
    queryFn: () => callApi(caseCalls.queue, params),
    placeholderData: keepPreviousData,
  });
}

/** caseCalls.queueCount: how many are open, and how many of them overdue. */
export function useQueueCount(enabled: boolean) {
  return useQuery({
    queryKey: queueKeys.count,
    queryFn: () => callApi(caseCalls.queueCount, {}),
    refetchInterval: COUNT_EVERY_MS,
    enabled,
  });
}
