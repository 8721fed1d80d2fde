import { queryOptions, useQuery } from '@tanstack/react-query';
import { disruptionCalls, type DisruptionDetail } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { disruptionKeys } from './keys';

/** disruptionCalls.detail: the disruption, its orders and passengers, its history. */
export function getDisruptionDetail(id: number): Promise<DisruptionDetail> {
  return callApi(disruptionCalls.detail, { id });
}

export function disruptionDetailQuery(id: number) {
  return queryOptions({ queryKey: disruptionKeys.detail(id), queryFn: () => getDisruptionDetail(id) });
}

export function useDisruptionDetail(id: number | null) {
  return useQuery({ ...disruptionDetailQuery(id ?? 0), enabled: id !== null });
}
