import {
  UPDATE_PASSENGERS_SUCCESS,
  type PassengerChangeRow,
  type PassengerChangeUpdateInput,
} from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { HANDLED, outcomeOf, type CaseOutcome } from '../../../lib/case-outcome';
import { useCaseChange } from '../../../lib/case-queries';
import { notify } from '../../../lib/notify';
import { passengerChangeKeys } from './keys';

/**
 * POST /passengerInfoChanging/update (JSON): one change to one status, with the version the operator
 * saw. Success shows the server's message, 'Successfully updated passengers' (spec section 8).
 */
export async function updatePassengerChange(
  move: PassengerChangeUpdateInput,
): Promise<CaseOutcome<PassengerChangeRow>> {
  const body = await apiClient.postJson<PassengerChangeRow>('/passengerInfoChanging/update', move, HANDLED);
  const outcome = outcomeOf(body);
  if (outcome.done) notify.success(body.message || UPDATE_PASSENGERS_SUCCESS);
  return outcome;
}

export function useUpdatePassengerChange() {
  // A refusal changed nothing: the page keeps what the operator saw (a stale one offers Reload).
  return useCaseChange(updatePassengerChange, passengerChangeKeys.all);
}
