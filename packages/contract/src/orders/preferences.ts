import { z } from 'zod';
import { digitsAsNumber } from '../fields';
import { ORDER_SORT_FIELDS } from './search';
import { ORDER_CHANNELS, ORDER_STATUSES } from './statuses';

/** Columns of the order list an operator can show or hide (spec section 3 "Order table columns"). */
export const ORDER_LIST_COLUMNS = [
  'orderNo',
  'bookTime',
  'confirmTime',
  'departTime',
  'returnTime',
  'status',
  'passengerName',
  'passengerEmail',
  'seatPrice',
  'baggagePrice',
  'cabinBaggagePrice',
  'pnr',
  'route',
  'paymentAccount',
  'totalPrice',
  'travelType',
  'segments',
  'passengers',
  'airline',
  'channel',
  'client',
  'branch',
  'taxes',
  'fees',
  'platformType',
] as const;
export type OrderListColumn = (typeof ORDER_LIST_COLUMNS)[number];

export const DEFAULT_ORDER_COLUMNS: readonly OrderListColumn[] = [
  'orderNo',
  'bookTime',
  'departTime',
  'status',
  'passengerName',
  'pnr',
  'route',
  'airline',
  'totalPrice',
  'travelType',
  'passengers',
  'channel',
];

/** Always shown: the row's link and what it is about. */
export const FIXED_ORDER_COLUMNS: readonly OrderListColumn[] = ['orderNo', 'status'];

export const ORDER_PAGE_SIZES = [10, 20, 50, 100] as const;

/** `POST /orderPreference/save` JSON: the signed-in user's defaults for the order list. */
export const orderPreferenceInput = z.object({
  pageSize: z
    .preprocess(digitsAsNumber, z.number({ error: 'pageSize is required' }))
    .refine((value) => (ORDER_PAGE_SIZES as readonly number[]).includes(value), {
      error: `pageSize must be one of ${ORDER_PAGE_SIZES.join(', ')}`,
    }),
  columns: z
    .array(z.enum(ORDER_LIST_COLUMNS, { error: 'columns holds an unknown column' }), {
      error: 'columns must be a list',
    })
    .min(1, 'columns must have at least 1 items')
    .max(ORDER_LIST_COLUMNS.length, 'columns has too many items')
    .transform((columns) =>
      ORDER_LIST_COLUMNS.filter((column) => columns.includes(column) || FIXED_ORDER_COLUMNS.includes(column)),
    ),
  sortField: z.enum(ORDER_SORT_FIELDS, { error: `sortField must be one of ${ORDER_SORT_FIELDS.join(', ')}` }),
  sortOrder: z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' }),
  statuses: z
    .array(z.enum(ORDER_STATUSES, { error: `statuses must be among ${ORDER_STATUSES.join(', ')}` }))
    .max(ORDER_STATUSES.length, 'statuses has too many items')
    .default([]),
  channel: z
    .enum(ORDER_CHANNELS, { error: `channel must be one of ${ORDER_CHANNELS.join(', ')}` })
    .nullable()
    .default(null),
  bookDays: z
    .number({ error: 'bookDays must be a number' })
    .int('bookDays must be a whole number')
    .min(1, 'bookDays must be at least 1')
    .max(366, 'bookDays must be at most 366')
    .nullable()
    .default(null),
});
export type OrderPreferenceInput = z.input<typeof orderPreferenceInput>;

export const orderPreference = z.object({
  pageSize: z.number().int(),
  columns: z.array(z.enum(ORDER_LIST_COLUMNS)),
  sortField: z.enum(ORDER_SORT_FIELDS),
  sortOrder: z.enum(['asc', 'desc']),
  statuses: z.array(z.enum(ORDER_STATUSES)),
  channel: z.enum(ORDER_CHANNELS).nullable(),
  bookDays: z.number().int().nullable(),
  /** false: nothing saved yet, these are the built-in defaults. */
  saved: z.boolean(),
});
export type OrderPreference = z.output<typeof orderPreference>;

export const DEFAULT_ORDER_PREFERENCE: OrderPreference = {
  pageSize: 20,
  columns: [...DEFAULT_ORDER_COLUMNS],
  sortField: 'bookTime',
  sortOrder: 'desc',
  statuses: [],
  channel: null,
  bookDays: null,
  saved: false,
};
