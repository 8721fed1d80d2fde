import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mailboxCalls, type MailboxInput } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { mailboxKeys } from './keys';
import { withRemark } from './with-remark';

/** mailboxCalls.insert (JSON {email, emailType, remark}). */
export async function insertMailbox(input: MailboxInput, successMessage?: string): Promise<number> {
  const { id } = await callApi(mailboxCalls.insert, withRemark(input), { successMessage });
  return id;
}

export function useInsertMailbox(successMessage: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MailboxInput) => insertMailbox(input, successMessage),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mailboxKeys.lists() }),
  });
}
