import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { disruptionKeys } from './keys';

export interface CompensationInput {
  id: number;
  eligible: boolean;
  /** Per passenger, EUR; the EU261 suggestion when absent. */
  amount?: number;
  note: string;
}

/** POST /flightDisruption/compensationCheck (JSON {id, eligible, amount?, note}). */
export async function checkCompensation(input: CompensationInput, successMessage?: string): Promise<void> {
  await apiClient.postJson<null>('/flightDisruption/compensationCheck', input, { successMessage });
}

export function useCheckCompensation(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompensationInput) => checkCompensation(input, successMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: disruptionKeys.all }),
  });
}
