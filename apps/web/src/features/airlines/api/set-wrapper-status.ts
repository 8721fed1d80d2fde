import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WrapperStatusInput } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { airlineKeys } from './keys';

/** POST /wrapper/editStatus (params id, status): the list's online/offline switch. */
export async function setWrapperStatus(input: WrapperStatusInput, successMessage?: string): Promise<void> {
  await apiClient.post<null>('/wrapper/editStatus', undefined, { params: { ...input }, successMessage });
}

export function useSetWrapperStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, successMessage }: { input: WrapperStatusInput; successMessage: string }) =>
      setWrapperStatus(input, successMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: airlineKeys.lists() }),
  });
}
