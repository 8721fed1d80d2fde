import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PassengerChangeAddInput, PassengerChangeRow } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { HANDLED, outcomeOf, type CaseOutcome } from '../../../lib/case-outcome';
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
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPassengerChange,
    onSuccess: (outcome) =>
      outcome.done ? queryClient.invalidateQueries({ queryKey: passengerChangeKeys.lists() }) : undefined,
  });
}
