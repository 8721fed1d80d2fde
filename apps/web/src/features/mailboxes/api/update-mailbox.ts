import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mailboxCalls, type MailboxInput } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { mailboxKeys } from './keys';
import { withRemark } from './with-remark';

export type MailboxUpdate = MailboxInput & { id: number };

/** mailboxCalls.update (JSON, the whole record with its id). */
export async function updateMailbox(input: MailboxUpdate, successMessage?: string): Promise<void> {
  await callApi(mailboxCalls.update, withRemark(input), { successMessage });
}

export function useUpdateMailbox(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MailboxUpdate) => updateMailbox(input, successMessage),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailboxKeys.lists() }),
  });
}
