import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MailboxInput } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { mailboxKeys } from './keys';

/** POST /mailbox/insert (JSON {email, emailType, remark}). */
export async function insertMailbox(input: MailboxInput, successMessage?: string): Promise<number> {
  const body = await apiClient.postJson<{ id: number }>('/mailbox/insert', input, { successMessage });
  return body.data.id;
}

export function useInsertMailbox(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MailboxInput) => insertMailbox(input, successMessage),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailboxKeys.lists() }),
  });
}
