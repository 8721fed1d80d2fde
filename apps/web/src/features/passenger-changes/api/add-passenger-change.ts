import type { PassengerChangeAddInput, PassengerChangeRow } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { HANDLED, outcomeOf, type CaseOutcome } from '../../../lib/case-outcome';
import { useCaseChange } from '../../../lib/case-queries';
import { passengerChangeKeys } from './keys';

/**
 * POST /passengerInfoChanging/add (form): the passenger as it should be after the change. A refusal
 * (more than 3 letters of a name, nothing new) comes back as 400 and shows as a warning.
 */
export async function addPassengerChange(
  input: PassengerChangeAddInput,
): Promise<CaseOutcome<PassengerChangeRow>> {
  return outcomeOf(await apiClient.post<PassengerChangeRow>('/passengerInfoChanging/add', input, HANDLED));
}

export function useAddPassengerChange() {
  return useCaseChange(addPassengerChange, passengerChangeKeys.lists());
}
