import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { mailboxCalls, type OutboxRow, type PageList } from '@ota/contract';
import { callApi } from '../../../lib/call-api';
import { mailboxKeys, type OutboxListParams } from './keys';

/** mailboxCalls.outbox (params): the mail written for the mailboxes, newest first. */
export function getOutbox(params: OutboxListParams): Promise<PageList<OutboxRow>> {
  return callApi(mailboxCalls.outbox, params);
}

export function outboxQuery(params: OutboxListParams) {
  return queryOptions({ queryKey: mailboxKeys.outboxPage(params), queryFn: () => getOutbox(params) });
}

export function useOutbox(params: OutboxListParams, enabled = true) {
  return useQuery({ ...outboxQuery(params), enabled, placeholderData: keepPreviousData });
}
