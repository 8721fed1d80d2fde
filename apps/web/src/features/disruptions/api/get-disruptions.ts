import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { disruptionCalls, type DisruptionPage } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { disruptionKeys, type DisruptionListParams } from './keys';

/** disruptionCalls.page: pageList and totalCount. */
export function getDisruptions(params: DisruptionListParams): Promise<DisruptionPage> {
  return callApi(disruptionCalls.page, params);
}

export function disruptionsQuery(params: DisruptionListParams) {
  return queryOptions({ queryKey: disruptionKeys.list(params), queryFn: () => getDisruptions(params) });
}

export function useDisruptions(params: DisruptionListParams) {
  return useQuery({ ...disruptionsQuery(params), placeholderData: keepPreviousData });
}
