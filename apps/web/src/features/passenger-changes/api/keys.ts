import type { PassengerChangePageQuery } from '@ota/contract';

export type PassengerChangeListParams = Partial<PassengerChangePageQuery>;

export const passengerChangeKeys = {
  all: ['passengerChanges'] as const,
  lists: () => [...passengerChangeKeys.all, 'list'] as const,
  list: (params: PassengerChangeListParams) => [...passengerChangeKeys.lists(), params] as const,
  details: () => [...passengerChangeKeys.all, 'detail'] as const,
  detail: (id: number) => [...passengerChangeKeys.details(), id] as const,
  /** The passengers of an order, read for the add form (the order's own screens keep their own). */
  order: (prefix: string, orderNo: string) => [...passengerChangeKeys.all, 'order', prefix, orderNo] as const,
};
