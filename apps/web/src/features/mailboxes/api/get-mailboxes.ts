import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { mailboxCalls, type MailboxRow, type PageList } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { mailboxKeys, type MailboxListParams } from './keys';

/** mailboxCalls.page (params): pageList and totalCount. */
export function getMailboxes(params: MailboxListParams): Promise<PageList<MailboxRow>> {
  return callApi(mailboxCalls.page, params);
}

export function mailboxesQuery(params: MailboxListParams) {
  return queryOptions({ queryKey: mailboxKeys.list(params), queryFn: () => getMailboxes(params) });
}

export function useMailboxes(params: MailboxListParams) {
  return useQuery({ ...mailboxesQuery(params), placeholderData: keepPreviousData });
}
