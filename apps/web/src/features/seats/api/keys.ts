import type { SeatPageQuery } from '@ota/contract';

export type SeatListParams = Partial<SeatPageQuery>;

export const seatKeys = {
  all: ['seats'] as const,
  lists: () => [...seatKeys.all, 'list'] as const,
  list: (params: SeatListParams) => [...seatKeys.lists(), params] as const,
  detail: (id: number) => [...seatKeys.all, 'detail', id] as const,
  /** An order read for the choose dialog (its passengers and flights). */
  order: (prefix: string, orderNo: string) => [...seatKeys.all, 'order', prefix, orderNo] as const,
  map: (orderNo: string, passengerId: number, segmentId: number) =>
    [...seatKeys.all, 'map', orderNo, passengerId, segmentId] as const,
};
