import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisruptionType } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { disruptionKeys } from './keys';

export interface DisruptionAddInput {
  type: DisruptionType;
  airline: string;
  flightNo: string;
  flightDate: string;
  newDepTime?: string;
  delayMinutes?: number;
  reason?: string;
}

/** POST /flightDisruption/add (JSON): the server finds the affected orders. */
export async function addDisruption(input: DisruptionAddInput, successMessage?: string) {
  const body = await apiClient.postJson<{ id: number; disruptionNo: string }>(
    '/flightDisruption/add',
    input,
    {
      successMessage,
    },
  );
  return body.data;
}

export function useAddDisruption(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DisruptionAddInput) => addDisruption(input, successMessage),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: disruptionKeys.lists() }),
  });
}
