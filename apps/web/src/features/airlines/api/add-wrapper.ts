import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WrapperAddInput } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { airlineKeys } from './keys';

/** POST /wrapper/add (params name, wrapperurl, status). */
export async function addWrapper(input: WrapperAddInput, successMessage?: string): Promise<number> {
  const body = await apiClient.post<{ id: number }>('/wrapper/add', undefined, {
    params: { ...input },
    successMessage,
  });
  return body.data.id;
}

export function useAddWrapper(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WrapperAddInput) => addWrapper(input, successMessage),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: airlineKeys.lists() }),
  });
}
