import type { Dayjs } from 'dayjs';
import type { OrderChannel, OrderSortField, OrderStatus } from '@ota/contract';

export interface OrderFilterValues {
  orderNo?: string;
  pnr?: string;
  passengerName?: string;
  email?: string;
  status?: OrderStatus[];
  bookRange?: [Dayjs | null, Dayjs | null] | null;
  departRange?: [Dayjs | null, Dayjs | null] | null;
  airline?: string;
  dep?: string;
  arr?: string;
  channel?: OrderChannel;
  platformType?: 1 | 2;
}

/** The search call's filter params, as the page sends them. */
export interface OrderFilterParams {
  orderNo?: string;
  pnr?: string;
  passengerName?: string;
  email?: string;
  status?: OrderStatus[];
  bookStart?: string;
  bookEnd?: string;
  departStart?: string;
  departEnd?: string;
  airline?: string;
  dep?: string;
  arr?: string;
  channel?: OrderChannel;
  platformType?: 1 | 2;
}

export interface OrderSearchParams extends OrderFilterParams {
  pageNum?: number;
  pageSize?: number;
  sortField?: OrderSortField;
  sortOrder?: 'asc' | 'desc';
}

const DATE = 'YYYY-MM-DD';
const text = (value: string | undefined) => value?.trim() || undefined;
const upper = (value: string | undefined) => text(value)?.toUpperCase();

/** The form's values as the search call's params: blanks dropped, codes upper-cased, dates YYYY-MM-DD. */
export function toFilterParams(values: OrderFilterValues): OrderFilterParams {
  const params: OrderFilterParams = {
    orderNo: upper(values.orderNo),
    pnr: upper(values.pnr),
    passengerName: text(values.passengerName),
    email: text(values.email),
    status: values.status?.length ? values.status : undefined,
    bookStart: values.bookRange?.[0]?.format(DATE),
    bookEnd: values.bookRange?.[1]?.format(DATE),
    departStart: values.departRange?.[0]?.format(DATE),
    departEnd: values.departRange?.[1]?.format(DATE),
    airline: upper(values.airline),
    dep: upper(values.dep),
    arr: upper(values.arr),
    channel: values.channel,
    platformType: values.platformType,
  };
  return Object.fromEntries(
    Object.entries(params).filter(([, value]) => value !== undefined),
  ) as OrderFilterParams;
}
