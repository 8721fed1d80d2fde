import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RebookCase, RebookSelectBody } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { rebookKeys } from './keys';

/** POST /orderRebook/select (JSON {orderNo, departDate, itineraryId, wrapper}). */
export async function selectRebook(input: RebookSelectBody, successMessage: string): Promise<RebookCase> {
  return (await apiClient.postJson<RebookCase>('/orderRebook/select', input, { successMessage })).data;
}

export function useSelectRebook(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RebookSelectBody) => selectRebook(input, successMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rebookKeys.all }),
  });
}
