import { useMutation, useQueryClient } from '@tanstack/react-query';
import { thresholdCalls } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { thresholdKeys } from './keys';

export interface ThresholdUpdate {
  id: number;
  warningThreshold: number;
}

/** thresholdCalls.update: {id, warningThreshold}. */
export async function updateThreshold(input: ThresholdUpdate, successMessage?: string): Promise<void> {
  await callApi(thresholdCalls.update, input, { successMessage });
}

export function useUpdateThreshold(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ThresholdUpdate) => updateThreshold(input, successMessage),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: thresholdKeys.lists() }),
  });
}
