import {
  PASSENGER_CHANGE_CASE,
  UPDATE_PASSENGERS_SUCCESS,
  isFailure,
  passengerChangeCalls,
  type PassengerChangeRow,
  type PassengerChangeUpdateInput,
} from '@ota/contract';
import { callEnvelope } from '../../../lib/call-api';
import { HANDLED, outcomeOf, type CaseOutcome } from '../../../lib/case-outcome';
import { useCaseChange } from '../../../lib/case-queries';
import { notify } from '../../../lib/notify';
import { changes } from './passenger-changes';

/**
 * passengerChangeCalls.update: one change to one status, with the version the operator
 * saw. The server's message says what the move did ('Successfully updated passengers' once DONE wrote
 * the passenger); a rejection is a warning with its reason, never a success.
 */
export async function updatePassengerChange(
  move: PassengerChangeUpdateInput,
): Promise<CaseOutcome<PassengerChangeRow>> {
  const body = await callEnvelope(passengerChangeCalls.update, move, HANDLED);
  const outcome = outcomeOf(body);
  if (outcome.done && isFailure(PASSENGER_CHANGE_CASE, outcome.data.status)) notify.warning(body.message, 8);
  else if (outcome.done) notify.success(body.message || UPDATE_PASSENGERS_SUCCESS);
  return outcome;
}

export function useUpdatePassengerChange() {
  // A refusal changed nothing: the page keeps what the operator saw (a stale one offers Reload).
  return useCaseChange(updatePassengerChange, changes.keys.all);
}
