import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OutboxRow, PageList } from '@ota/contract';
import { apiClient } from '../../../lib/api-client';
import { mailboxKeys, type OutboxListParams } from './keys';

const EMPTY: PageList<OutboxRow> = { pageList: [], totalCount: 0 };

/** GET /mailbox/outbox/pageList (params): the mail written for the mailboxes, newest first. */
export async function getOutbox(params: OutboxListParams): Promise<PageList<OutboxRow>> {
  const body = await apiClient.get<PageList<OutboxRow> | null>('/mailbox/outbox/pageList', params);
  return body.data ?? EMPTY;
}

export function outboxQuery(params: OutboxListParams) {
  return queryOptions({ queryKey: mailboxKeys.outboxPage(params), queryFn: () => getOutbox(params) });
}

export function useOutbox(params: OutboxListParams, enabled = true) {
  return useQuery({ ...outboxQuery(params), enabled, placeholderData: keepPreviousData });
}
