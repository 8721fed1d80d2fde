import type { PassengerChangeDetail } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { useCaseDetail } from '../../../lib/case-queries';
import { passengerChangeKeys } from './keys';

/** GET /passengerInfoChanging/detail?id=: the change, its fields before and after, and its history. */
export async function getPassengerChangeDetail(id: number): Promise<PassengerChangeDetail> {
  return (await apiClient.get<PassengerChangeDetail>('/passengerInfoChanging/detail', { id })).data;
}

export function usePassengerChangeDetail(id: number | null) {
  return useCaseDetail(passengerChangeKeys.detail, getPassengerChangeDetail, id);
}
