import type { VoidTicketPageQuery } from '@ota/contract';

export type VoidListParams = Partial<VoidTicketPageQuery>;

export const voidKeys = {
  all: ['voidTickets'] as const,
  lists: () => [...voidKeys.all, 'list'] as const,
  list: (params: VoidListParams) => [...voidKeys.lists(), params] as const,
  detail: (id: number) => [...voidKeys.all, 'detail', id] as const,
  /** An order's tickets as the add form offers them (each with its window and refusal). */
  tickets: (orderNo: string) => [...voidKeys.all, 'tickets', orderNo] as const,
};
