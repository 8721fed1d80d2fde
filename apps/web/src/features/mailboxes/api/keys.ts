import type { MailboxPageQuery, OutboxPageQuery } from '@ota/contract';

export type MailboxListParams = Partial<MailboxPageQuery>;
export type OutboxListParams = Partial<OutboxPageQuery>;

export const mailboxKeys = {
  all: ['mailboxes'] as const,
  lists: () => [...mailboxKeys.all, 'list'] as const,
  list: (params: MailboxListParams) => [...mailboxKeys.lists(), params] as const,
  outbox: () => [...mailboxKeys.all, 'outbox'] as const,
  outboxPage: (params: OutboxListParams) => [...mailboxKeys.outbox(), params] as const,
};
