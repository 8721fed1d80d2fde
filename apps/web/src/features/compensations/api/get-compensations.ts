import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { compensationCalls, type CompensationDetail, type CompensationPage } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { compensationKeys, type CompensationListParams } from './keys';

/** compensationCalls.page: pageList and totalCount, newest first. */
export function getCompensations(params: CompensationListParams): Promise<CompensationPage> {
  return callApi(compensationCalls.page, params);
}

export function useCompensations(params: CompensationListParams) {
  return useQuery({
    queryKey: compensationKeys.list(params),
    queryFn: () => getCompensations(params),
    placeholderData: keepPreviousData,
  });
}

/** compensationCalls.detail (`{ id }`): the case, its EU261 band and its history. */
export function getCompensationDetail(id: number): Promise<CompensationDetail> {
  return callApi(compensationCalls.detail, { id });
}

export function useCompensationDetail(id: number | null) {
  return useQuery({
    queryKey: compensationKeys.detail(id ?? 0),
    queryFn: () => getCompensationDetail(id ?? 0),
    enabled: id !== null,
  });
}
