import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DisruptionDetail } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { disruptionKeys } from './keys';

/** GET /flightDisruption/detail?id=: the disruption, its orders and passengers, its history. */
export async function getDisruptionDetail(id: number): Promise<DisruptionDetail> {
  const body = await apiClient.get<DisruptionDetail>('/flightDisruption/detail', { id });
  return body.data;
}

export function disruptionDetailQuery(id: number) {
  return queryOptions({ queryKey: disruptionKeys.detail(id), queryFn: () => getDisruptionDetail(id) });
}

export function useDisruptionDetail(id: number | null) {
  return useQuery({ ...disruptionDetailQuery(id ?? 0), enabled: id !== null });
}
