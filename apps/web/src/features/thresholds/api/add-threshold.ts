import { useMutation, useQueryClient } from '@tanstack/react-query';
import { thresholdCalls, type ThresholdInput } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { thresholdKeys } from './keys';

/** thresholdCalls.add: {currency, warningThreshold, platformType?}, answers the new id. */
export async function addThreshold(input: ThresholdInput, successMessage?: string): Promise<number> {
  const { id } = await callApi(thresholdCalls.add, input, { successMessage });
  return id;
}

export function useAddThreshold(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ThresholdInput) => addThreshold(input, successMessage),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: thresholdKeys.all }),
  });
}
