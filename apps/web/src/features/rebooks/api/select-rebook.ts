import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rebookCalls, type RebookCase, type RebookSelectBody } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { rebookKeys } from './keys';

/** rebookCalls.select: {orderNo, departDate, returnDate?, itineraryId, wrapper}. */
export function selectRebook(input: RebookSelectBody, successMessage: string): Promise<RebookCase> {
  return callApi(rebookCalls.select, input, { successMessage });
}

export function useSelectRebook(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RebookSelectBody) => selectRebook(input, successMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: rebookKeys.all }),
  });
}
