import { passengerChangeCalls, type PassengerChangeDetail } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { useCaseDetail } from '../../../lib/case-queries';
import { passengerChangeKeys } from './keys';

/** passengerChangeCalls.detail: the change, its fields before and after, and its history. */
export function getPassengerChangeDetail(id: number): Promise<PassengerChangeDetail> {
  return callApi(passengerChangeCalls.detail, { id });
}

export function usePassengerChangeDetail(id: number | null) {
  return useCaseDetail(passengerChangeKeys.detail, getPassengerChangeDetail, id);
}
