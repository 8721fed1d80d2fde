import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disruptionCalls } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { disruptionKeys } from './keys';

export interface CompensationInput {
  id: number;
  eligible: boolean;
  /** Per passenger, EUR; the EU261 suggestion when absent. */
  amount?: number;
  note: string;
}

/** disruptionCalls.compensationCheck: {id, eligible, amount?, note}. */
export async function checkCompensation(input: CompensationInput, successMessage?: string): Promise<void> {
  await callApi(disruptionCalls.compensationCheck, input, { successMessage });
}

export function useCheckCompensation(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompensationInput) => checkCompensation(input, successMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: disruptionKeys.all }),
  });
}
