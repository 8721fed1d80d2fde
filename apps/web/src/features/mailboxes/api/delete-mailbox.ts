import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { mailboxKeys } from './keys';

/** GET /mailbox/delete (params id). */
export async function deleteMailbox(id: number, successMessage?: string): Promise<void> {
  await apiClient.get<null>('/mailbox/delete', { id }, { successMessage });
}

export function useDeleteMailbox(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => deleteMailbox(id, successMessage),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mailboxKeys.lists() }),
  });
}
