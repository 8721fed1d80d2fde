import { useMutation, useQueryClient } from '@tanstack/react-query';
import { disruptionCalls, type DisruptionAdded, type DisruptionType } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { disruptionKeys } from './keys';

export interface DisruptionAddInput {
  type: DisruptionType;
  airline: string;
  flightNo: string;
  flightDate: string;
  newDepTime?: string;
  delayMinutes?: number;
  /** '' for none. */
  reason: string;
}

/** disruptionCalls.add: the server finds the affected orders. */
export function addDisruption(input: DisruptionAddInput, successMessage?: string): Promise<DisruptionAdded> {
  return callApi(disruptionCalls.add, input, { successMessage });
}

export function useAddDisruption(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisruptionAddInput) => addDisruption(input, successMessage),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disruptionKeys.lists() }),
  });
}
