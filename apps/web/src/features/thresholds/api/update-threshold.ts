import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { thresholdKeys } from './keys';

export interface ThresholdUpdate {
  id: number;
  warningThreshold: number;
}

/** POST /threshold/update (JSON {id, warningThreshold}). */
export async function updateThreshold(input: ThresholdUpdate, successMessage?: string): Promise<void> {
  await apiClient.postJson<null>('/threshold/update', input, { successMessage });
}

export function useUpdateThreshold(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ThresholdUpdate) => updateThreshold(input, successMessage),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: thresholdKeys.lists() }),
  });
}
