import type { BaggagePageQuery } from '@ota/contract';

export type BaggageListParams = Partial<BaggagePageQuery>;

export const baggageKeys = {
  all: ['baggage'] as const,
  lists: () => [...baggageKeys.all, 'list'] as const,
  list: (params: BaggageListParams) => [...baggageKeys.lists(), params] as const,
  detail: (id: number) => [...baggageKeys.all, 'detail', id] as const,
  /** An order read for the add form (its passengers and flights). */
  order: (prefix: string, orderNo: string) => [...baggageKeys.all, 'order', prefix, orderNo] as const,
  offers: (orderNo: string, passengerId: number, segmentId: number) =>
    [...baggageKeys.all, 'offers', orderNo, passengerId, segmentId] as const,
  /** One passenger's bags: included with the ticket and bought since. */
  passenger: (orderNo: string, passengerId: number) =>
    [...baggageKeys.all, 'passenger', orderNo, passengerId] as const,
};
