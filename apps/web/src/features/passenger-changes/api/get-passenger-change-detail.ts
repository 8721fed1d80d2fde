import { useQuery } from '@tanstack/react-query';
import type { PassengerChangeDetail } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { passengerChangeKeys } from './keys';

/** GET /passengerInfoChanging/detail?id=: the change, its fields before and after, and its history. */
export async function getPassengerChangeDetail(id: number): Promise<PassengerChangeDetail> {
  return (await apiClient.get<PassengerChangeDetail>('/passengerInfoChanging/detail', { id })).data;
}

export function usePassengerChangeDetail(id: number | null) {
  return useQuery({
    queryKey: passengerChangeKeys.detail(id ?? 0),
    queryFn: () => getPassengerChangeDetail(id ?? 0),
    enabled: id !== null,
  });
}
