import { passengerChangeCalls, type PassengerChangeAddInput, type PassengerChangeRow } from '@ota/contract';
import { callEnvelope } from '../../../lib/call-api';
import { HANDLED, outcomeOf, type CaseOutcome } from '../../../lib/case-outcome';
import { useCaseChange } from '../../../lib/case-queries';
import { changes } from './passenger-changes';

/**
 * passengerChangeCalls.add: the passenger as it should be after the change. A refusal
 * (more than 3 letters of a name, nothing new) comes back as 400 and shows as a warning.
 */
export async function addPassengerChange(
  input: PassengerChangeAddInput,
): Promise<CaseOutcome<PassengerChangeRow>> {
  return outcomeOf(await callEnvelope(passengerChangeCalls.add, input, HANDLED));
}

export function useAddPassengerChange() {
  return useCaseChange(addPassengerChange, changes.keys.lists());
}
