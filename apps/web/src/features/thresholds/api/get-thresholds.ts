import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PageList, ThresholdRow } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { thresholdKeys, type ThresholdListParams } from './keys';

const EMPTY: PageList<ThresholdRow> = { pageList: [], totalCount: 0 };

/** GET /threshold/pageList (params): pageList and totalCount, each row with its account's balance. */
export async function getThresholds(params: ThresholdListParams): Promise<PageList<ThresholdRow>> {
  const body = await apiClient.get<PageList<ThresholdRow> | null>('/threshold/pageList', params);
  return body.data ?? EMPTY;
}

export function thresholdsQuery(params: ThresholdListParams) {
  return queryOptions({ queryKey: thresholdKeys.list(params), queryFn: () => getThresholds(params) });
}

export function useThresholds(params: ThresholdListParams) {
  return useQuery({ ...thresholdsQuery(params), placeholderData: keepPreviousData });
}
