import { useMutation, useQueryClient } from '@tanstack/react-query';
import { airlineCalls, type WrapperStatusInput } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { airlineKeys } from './keys';

/** airlineCalls.setStatus (params id, status): the list's online/offline switch. */
export async function setWrapperStatus(input: WrapperStatusInput, successMessage?: string): Promise<void> {
  await callApi(airlineCalls.setStatus, input, { successMessage });
}

export function useSetWrapperStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, successMessage }: { input: WrapperStatusInput; successMessage: string }) =>
      setWrapperStatus(input, successMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: airlineKeys.lists() }),
  });
}
