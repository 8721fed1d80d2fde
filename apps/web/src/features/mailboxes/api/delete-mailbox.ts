import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mailboxCalls } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { mailboxKeys } from './keys';

/** mailboxCalls.remove (params id). */
export async function deleteMailbox(id: number, successMessage?: string): Promise<void> {
  await callApi(mailboxCalls.remove, { id }, { successMessage });
}

export function useDeleteMailbox(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteMailbox(id, successMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailboxKeys.lists() }),
  });
}
