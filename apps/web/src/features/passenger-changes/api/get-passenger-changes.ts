import { passengerChangeCalls, type PassengerChangePage } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { useCaseList } from '../../../lib/case-queries';
import { passengerChangeKeys, type PassengerChangeListParams } from './keys';

/** passengerChangeCalls.page: pageList and totalCount, newest first. */
export function getPassengerChanges(params: PassengerChangeListParams): Promise<PassengerChangePage> {
  return callApi(passengerChangeCalls.page, params);
}

export function usePassengerChanges(params: PassengerChangeListParams) {
  return useCaseList(passengerChangeKeys.list, getPassengerChanges, params);
}
