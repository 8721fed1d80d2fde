import { useMutation, useQueryClient } from '@tanstack/react-query';
import { airlineCalls, type WrapperEditInput } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { airlineKeys } from './keys';

/** airlineCalls.edit (JSON {id, name, wrapperurl, status}). */
export async function editWrapper(input: WrapperEditInput, successMessage?: string): Promise<void> {
  await callApi(airlineCalls.edit, input, { successMessage });
}

export function useEditWrapper(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WrapperEditInput) => editWrapper(input, successMessage),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: airlineKeys.lists() }),
  });
}
