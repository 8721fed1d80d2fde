import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WrapperEditInput } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { airlineKeys } from './keys';

/** POST /wrapper/edit (JSON {id, name, wrapperurl, status}). */
export async function editWrapper(input: WrapperEditInput, successMessage?: string): Promise<void> {
  await apiClient.postJson<null>('/wrapper/edit', input, { successMessage });
}

export function useEditWrapper(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WrapperEditInput) => editWrapper(input, successMessage),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: airlineKeys.lists() }),
  });
}
