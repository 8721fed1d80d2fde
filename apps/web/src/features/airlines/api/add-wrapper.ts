import { useMutation, useQueryClient } from '@tanstack/react-query';
import { airlineCalls, type WrapperAddInput } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { airlineKeys } from './keys';

/** airlineCalls.add (params name, wrapperurl, status). */
export async function addWrapper(input: WrapperAddInput, successMessage?: string): Promise<number> {
  const { id } = await callApi(airlineCalls.add, input, { successMessage });
  return id;
}

export function useAddWrapper(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WrapperAddInput) => addWrapper(input, successMessage),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: airlineKeys.lists() }),
  });
}
