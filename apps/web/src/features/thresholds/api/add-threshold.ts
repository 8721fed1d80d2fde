import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ThresholdInput } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { thresholdKeys } from './keys';

/** POST /threshold/add (JSON {currency, warningThreshold, platformType?}). */
export async function addThreshold(input: ThresholdInput, successMessage?: string): Promise<number> {
  const body = await apiClient.postJson<{ id: number }>('/threshold/add', input, { successMessage });
  return body.data.id;
}

export function useAddThreshold(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ThresholdInput) => addThreshold(input, successMessage),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: thresholdKeys.all }),
  });
}
