import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { MailboxRow, PageList } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { mailboxKeys, type MailboxListParams } from './keys';

const EMPTY: PageList<MailboxRow> = { pageList: [], totalCount: 0 };

/** GET /mailbox/pageList (params): pageList and totalCount. */
export async function getMailboxes(params: MailboxListParams): Promise<PageList<MailboxRow>> {
  const body = await apiClient.get<PageList<MailboxRow> | null>('/mailbox/pageList', params);
  return body.data ?? EMPTY;
}

export function mailboxesQuery(params: MailboxListParams) {
  return queryOptions({ queryKey: mailboxKeys.list(params), queryFn: () => getMailboxes(params) });
}

export function useMailboxes(params: MailboxListParams) {
  return useQuery({ ...mailboxesQuery(params), placeholderData: keepPreviousData });
}
