import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DisruptionPage } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { disruptionKeys, type DisruptionListParams } from './keys';

const EMPTY: DisruptionPage = { pageList: [], totalCount: 0 };

/** GET /flightDisruption/pageList (params): pageList and totalCount. */
export async function getDisruptions(params: DisruptionListParams): Promise<DisruptionPage> {
  const body = await apiClient.get<DisruptionPage | null>('/flightDisruption/pageList', params);
  return body.data ?? EMPTY;
}

export function disruptionsQuery(params: DisruptionListParams) {
  return queryOptions({ queryKey: disruptionKeys.list(params), queryFn: () => getDisruptions(params) });
}

export function useDisruptions(params: DisruptionListParams) {
  return useQuery({ ...disruptionsQuery(params), placeholderData: keepPreviousData });
}
