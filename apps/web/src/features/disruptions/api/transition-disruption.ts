import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disruptionCalls, type DisruptionStatus } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { disruptionKeys } from './keys';

export interface TransitionInput {
  id: number;
  to: DisruptionStatus;
  note: string;
}

/** disruptionCalls.transition: {id, to, note}. */
export async function transitionDisruption(input: TransitionInput, successMessage?: string): Promise<void> {
  await callApi(disruptionCalls.transition, input, { successMessage });
}

export function useTransitionDisruption(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TransitionInput) => transitionDisruption(input, successMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: disruptionKeys.all }),
  });
}
