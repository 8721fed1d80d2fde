import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CompensationDetail, CompensationPage } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { compensationKeys, type CompensationListParams } from './keys';

const EMPTY: CompensationPage = { pageList: [], totalCount: 0 };

/** POST /order/compensation/page/list (JSON): pageList and totalCount, newest first. */
export async function getCompensations(params: CompensationListParams): Promise<CompensationPage> {
  const body = await apiClient.postJson<CompensationPage | null>('/order/compensation/page/list', params);
  return body.data ?? EMPTY;
}

export function useCompensations(params: CompensationListParams) {
  return useQuery({
    queryKey: compensationKeys.list(params),
    queryFn: () => getCompensations(params),
    placeholderData: keepPreviousData,
  });
}

/** POST /order/compensation/details (JSON `{ id }`): the case, its EU261 band and its history. */
export async function getCompensationDetail(id: number): Promise<CompensationDetail> {
  return (await apiClient.postJson<CompensationDetail>('/order/compensation/details', { id })).data;
}

export function useCompensationDetail(id: number | null) {
  return useQuery({
    queryKey: compensationKeys.detail(id ?? 0),
    queryFn: () => getCompensationDetail(id ?? 0),
    enabled: id !== null,
  });
}
