import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisruptionStatus } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { disruptionKeys } from './keys';

export interface TransitionInput {
  id: number;
  to: DisruptionStatus;
  note: string;
}

/** POST /flightDisruption/transition (JSON {id, to, note}). */
export async function transitionDisruption(input: TransitionInput, successMessage?: string): Promise<void> {
  await apiClient.postJson<null>('/flightDisruption/transition', input, { successMessage });
}

export function useTransitionDisruption(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TransitionInput) => transitionDisruption(input, successMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: disruptionKeys.all }),
  });
}
