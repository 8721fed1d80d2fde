import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { thresholdCalls, type PageList, type ThresholdRow } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { thresholdKeys, type ThresholdListParams } from './keys';

/** thresholdCalls.page: pageList and totalCount, each row with its account's balance. */
export function getThresholds(params: ThresholdListParams): Promise<PageList<ThresholdRow>> {
  return callApi(thresholdCalls.page, params);
}

export function thresholdsQuery(params: ThresholdListParams) {
  return queryOptions({ queryKey: thresholdKeys.list(params), queryFn: () => getThresholds(params) });
}

export function useThresholds(params: ThresholdListParams) {
  return useQuery({ ...thresholdsQuery(params), placeholderData: keepPreviousData });
}
