import { z } from 'zod';
import { digitsAsNumber } from '../fields';
import { pageQuery } from '../pagination';
import { blankToUndefined, daysBetween, listOf, optionalDate } from './fields';
import { ORDER_CHANNELS, ORDER_STATUSES } from './statuses';

export const ORDER_SORT_FIELDS = ['bookTime', 'departTime', 'totalPrice', 'status'] as const;
export type OrderSortField = (typeof ORDER_SORT_FIELDS)[number];

/** The shortest passenger-name fragment searched (a trigram index needs three characters). */
export const PASSENGER_NAME_MIN = 3;

const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);

/** The filters of the order list, shared by the search and the .xlsx export. */
export const orderFilterFields = {
  orderNo: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(32, 'orderNo must be at most 32 characters')
      .regex(/^[A-Za-z0-9]+$/, 'orderNo must hold only letters and digits')
      .transform((value) => value.toUpperCase())
      .optional(),
  ),
  pnr: z.preprocess(
    blankToUndefined,
    z.preprocess(
      upper,
      z
        .string()
        .regex(/^[A-Z0-9]{6}$/, 'pnr must be 6 letters or digits')
        .optional(),
    ),
  ),
  passengerName: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .min(PASSENGER_NAME_MIN, `passengerName must be at least ${PASSENGER_NAME_MIN} characters`)
      .max(64, 'passengerName must be at most 64 characters')
      .optional(),
  ),
  email: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(254, 'email must be at most 254 characters')
      .pipe(z.email('email must be a valid email address'))
      .optional(),
  ),
  status: z.preprocess(
    listOf,
    z
      .array(z.enum(ORDER_STATUSES, { error: `status must be one of ${ORDER_STATUSES.join(', ')}` }))
      .max(ORDER_STATUSES.length, 'status has too many values')
      .optional(),
  ),
  bookStart: optionalDate('bookStart'),
  bookEnd: optionalDate('bookEnd'),
  departStart: optionalDate('departStart'),
  departEnd: optionalDate('departEnd'),
  airline: z.preprocess(
    blankToUndefined,
    z.preprocess(
      upper,
      z
        .string()
        .regex(/^[A-Z0-9]{2}$/, 'airline must be a 2-character airline code')
        .optional(),
    ),
  ),
  dep: z.preprocess(
    blankToUndefined,
    z.preprocess(
      upper,
      z
        .string()
        .regex(/^[A-Z]{3}$/, 'dep must be a 3-letter airport code')
        .optional(),
    ),
  ),
  arr: z.preprocess(
    blankToUndefined,
    z.preprocess(
      upper,
      z
        .string()
        .regex(/^[A-Z]{3}$/, 'arr must be a 3-letter airport code')
        .optional(),
    ),
  ),
  channel: z.preprocess(
    blankToUndefined,
    z.enum(ORDER_CHANNELS, { error: `channel must be one of ${ORDER_CHANNELS.join(', ')}` }).optional(),
  ),
  /** Only meaningful for a user without a platform; others always see their own. */
  platformType: z.preprocess(
    blankToUndefined,
    z.preprocess(
      digitsAsNumber,
      z.union([z.literal(1), z.literal(2)], { error: 'platformType must be 1 or 2' }).optional(),
    ),
  ),
};

type RangeFields = { bookStart?: string; bookEnd?: string; departStart?: string; departEnd?: string };

/** End dates may not come before their start dates. */
export function checkRanges(value: RangeFields, ctx: z.RefinementCtx): void {
  if (value.bookStart && value.bookEnd && daysBetween(value.bookStart, value.bookEnd) < 0)
    ctx.addIssue({ code: 'custom', message: 'bookEnd must not be before bookStart', path: ['bookEnd'] });
  if (value.departStart && value.departEnd && daysBetween(value.departStart, value.departEnd) < 0)
    ctx.addIssue({
      code: 'custom',
      message: 'departEnd must not be before departStart',
      path: ['departEnd'],
    });
}

const sortOrder = z.preprocess(
  (value) => (value === 'ascend' ? 'asc' : value === 'descend' ? 'desc' : blankToUndefined(value)),
  z.enum(['asc', 'desc'], { error: 'sortOrder must be asc or desc' }).default('desc'),
);

/** `GET {prefix}/order/search` params. */
export const orderSearchQuery = pageQuery
  .extend({
    ...orderFilterFields,
    sortField: z.preprocess(
      blankToUndefined,
      z
        .enum(ORDER_SORT_FIELDS, { error: `sortField must be one of ${ORDER_SORT_FIELDS.join(', ')}` })
        .default('bookTime'),
    ),
    sortOrder,
  })
  .superRefine(checkRanges);
export type OrderSearchQuery = z.infer<typeof orderSearchQuery>;
export type OrderSearchInput = z.input<typeof orderSearchQuery>;
export type OrderFilter = Omit<OrderSearchQuery, 'pageNum' | 'pageSize' | 'sortField' | 'sortOrder'>;

const amount = z.number();

/** One row of the order list (spec section 3 "Order table columns"). Amounts in `currency` unless *Eur. */
export const orderRow = z.object({
  orderNo: z.string(),
  platformType: z.number().int(),
  bookTime: z.string(),
  confirmTime: z.string().nullable(),
  /** Airport-local time of the first outbound flight, as printed on the ticket. */
  departTime: z.string(),
  returnTime: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  passengerName: z.string(),
  passengerEmail: z.string(),
  seatPrice: amount,
  seatPriceEur: amount,
  baggagePrice: amount,
  baggagePriceEur: amount,
  cabinBaggagePrice: amount,
  cabinBaggagePriceEur: amount,
  pnr: z.string(),
  route: z.string(),
  paymentAccount: z.string(),
  totalPrice: amount,
  currency: z.string(),
  /** 1 One-way, 2 Round-trip. */
  travelType: z.number().int(),
  /** 'DA1234 MAD-CDG 2026-05-01 08:30; DA1235 CDG-MAD 2026-05-08 19:05'. */
  segments: z.string(),
  /** How many passengers travel. */
  passengers: z.number().int(),
  airline: z.string(),
  channel: z.enum(ORDER_CHANNELS),
  client: z.string(),
  branch: z.string(),
  taxes: amount,
  fees: amount,
});
export type OrderRow = z.output<typeof orderRow>;

/** Spec section 3: order search answers `content` and `totalRows`. */
export const orderSearchPage = z.object({ content: z.array(orderRow), totalRows: z.number().int() });
export type OrderSearchPage = z.output<typeof orderSearchPage>;
