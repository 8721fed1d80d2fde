import type { PassengerChangePage } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { useCaseList } from '../../../lib/case-queries';
import { passengerChangeKeys, type PassengerChangeListParams } from './keys';

const EMPTY: PassengerChangePage = { pageList: [], totalCount: 0 };

/** GET /passengerInfoChanging/pageList (params): pageList and totalCount, newest first. */
export async function getPassengerChanges(params: PassengerChangeListParams): Promise<PassengerChangePage> {
  const body = await apiClient.get<PassengerChangePage | null>('/passengerInfoChanging/pageList', params);
  return body.data ?? EMPTY;
}

export function usePassengerChanges(params: PassengerChangeListParams) {
  return useCaseList(passengerChangeKeys.list, getPassengerChanges, params);
}
