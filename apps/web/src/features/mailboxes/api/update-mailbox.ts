import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailboxInput } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { mailboxKeys } from './keys';

export type MailboxUpdate = MailboxInput & { id: number };

/** POST /mailbox/update (JSON, the whole record with its id). */
export async function updateMailbox(input: MailboxUpdate, successMessage?: string): Promise<void> {
  await apiClient.postJson<null>('/mailbox/update', input, { successMessage });
}

export function useUpdateMailbox(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MailboxUpdate) => updateMailbox(input, successMessage),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailboxKeys.lists() }),
  });
}
