import type { ChangedOrderQuery, TicketChangePageQuery } from '@ota/contract';

export type TicketChangeListParams = Partial<TicketChangePageQuery>;
export type ChangedOrderParams = Partial<ChangedOrderQuery>;

export const ticketChangeKeys = {
  all: ['ticketChanges'] as const,
  lists: () => [...ticketChangeKeys.all, 'list'] as const,
  list: (params: TicketChangeListParams) => [...ticketChangeKeys.lists(), params] as const,
  orders: (params: ChangedOrderParams) => [...ticketChangeKeys.all, 'orders', params] as const,
  details: () => [...ticketChangeKeys.all, 'detail'] as const,
  detail: (id: number) => [...ticketChangeKeys.details(), id] as const,
  order: (prefix: string, orderNo: string) => [...ticketChangeKeys.all, 'order', prefix, orderNo] as const,
};
