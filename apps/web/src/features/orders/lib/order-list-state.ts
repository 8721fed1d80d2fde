import dayjs from 'dayjs';
import {
  ORDER_CHANNELS,
  ORDER_SORT_FIELDS,
  ORDER_STATUSES,
  PlatformType,
  type OrderPreference,
  type OrderSortField,
} from '@ota/contract';
import {
  dateParam,
  manyOfParam,
  oneOfParam,
  textParam,
  type ListDefaults,
  type ListSpec,
  type SortOrder,
} from '../../../lib/list-state';
import type { OrderSort } from '../components/order-table';
import { toFilterParams, type OrderFilterParams, type OrderFilterValues } from './filter-params';
import { preferenceFilters } from './preference-defaults';

/** The order list's place in its address: the search call's filter params, page and sort. */
export const ORDER_LIST: ListSpec<OrderFilterParams, OrderSortField> = {
  filters: {
    orderNo: textParam,
    pnr: textParam,
    passengerName: textParam,
    email: textParam,
    status: manyOfParam(ORDER_STATUSES),
    bookStart: dateParam,
    bookEnd: dateParam,
    departStart: dateParam,
    departEnd: dateParam,
    airline: textParam,
    dep: textParam,
    arr: textParam,
    channel: oneOfParam(ORDER_CHANNELS),
    platformType: oneOfParam(Object.values(PlatformType)),
  },
  sortFields: ORDER_SORT_FIELDS,
};

const toSortOrder = (order: 'asc' | 'desc'): SortOrder => (order === 'asc' ? 'ascend' : 'descend');

/** A list opened without a place in its address starts from the user's saved defaults. */
export function orderListDefaults(
  preference: OrderPreference,
  today = dayjs(),
): ListDefaults<OrderFilterParams, OrderSortField> {
  return {
    search: toFilterParams(preferenceFilters(preference, today)),
    pageSize: preference.pageSize,
    sortField: preference.sortField,
    sortOrder: toSortOrder(preference.sortOrder),
  };
}

/** The table's sort as the search call takes it; an address without one sorts by the saved default. */
export function orderSortOf(
  field: OrderSortField | undefined,
  order: SortOrder | undefined,
  fallback: OrderSort,
): OrderSort {
  if (!field || !order) return fallback;
  return { field, order: order === 'ascend' ? 'asc' : 'desc' };
}

export function toTableSort(sort: OrderSort): { sortField: OrderSortField; sortOrder: SortOrder } {
  return { sortField: sort.field, sortOrder: toSortOrder(sort.order) };
}

const day = (value: string | undefined) => (value ? dayjs(value) : null);
const range = (start: string | undefined, end: string | undefined): OrderFilterValues['bookRange'] =>
  start || end ? [day(start), day(end)] : undefined;

/** The filter form's values for a search (the inverse of toFilterParams). */
export function toFilterValues(params: OrderFilterParams): OrderFilterValues {
  const { bookStart, bookEnd, departStart, departEnd, ...rest } = params;
  return {
    ...rest,
    bookRange: range(bookStart, bookEnd),
    departRange: range(departStart, departEnd),
  };
}
