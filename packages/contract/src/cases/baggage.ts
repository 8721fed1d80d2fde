import { z } from 'zod';
import { wholeNumber } from '../fields';
import { optionalDate, optionalText, orderNoField } from '../orders/fields';
import { pageListOf, pageQuery } from '../pagination';
import { caseRecordRow, caseRowOf } from './kernel';
import { describeCaseKind } from './descriptor';
import { Permission } from '../permissions';
import { MailboxType } from '../settings-mail/mailboxes';

/** Paid bags on a ticket (docs/domain.md, "Baggage"; DOMAIN "Baggage and seats"). */
export const BAGGAGE_STATUSES = [
  'PRICED',
  'PENDING_PAYMENT',
  'PAID',
  'ISSUED',
  'ISSUE_FAILED',
  'USED',
  'REFUND_REQUESTED',
  'REFUNDED',
  'REJECTED',
  'CANCELLED',
] as const;
export type BaggageStatus = (typeof BAGGAGE_STATUSES)[number];

export const BAGGAGE_CASE = describeCaseKind<BaggageStatus>({
  kind: 'BAGGAGE',
  prefix: 'BG',
  label: 'Baggage',
  mailbox: MailboxType.TICKET_CHANGE,
  area: 'baggage',
  pages: { code: Permission.BAGGAGE, list: '/html/baggage', detail: '/html/baggage/baggageDetail', by: 'id' },
  operationMenu: { key: 'baggage', place: 3 },
  column: 'ancillaries',
  fromOrder: { key: 'baggage', picks: true, place: 1 },
  statuses: BAGGAGE_STATUSES,
  initial: 'PRICED',
  transitions: {
    PRICED: ['PENDING_PAYMENT', 'CANCELLED'],
    PENDING_PAYMENT: ['PAID', 'CANCELLED'],
    PAID: ['ISSUED', 'ISSUE_FAILED'],
    ISSUED: ['USED', 'REFUND_REQUESTED'],
    REFUND_REQUESTED: ['REFUNDED', 'REJECTED'],
  },
  failures: ['ISSUE_FAILED', 'REJECTED'],
});

/** A case in one of these states no longer holds its bag: the same bag may be asked again. */
export const BAGGAGE_RELEASED: readonly BaggageStatus[] = ['CANCELLED', 'ISSUE_FAILED', 'REFUNDED'];

export const BAG_KINDS = ['CHECKED', 'CABIN'] as const;
export type BagKind = (typeof BAG_KINDS)[number];

/** The success text of spec section 8 for `POST /twoBaggageInfo/add`. */
export const BAGGAGE_ADDED_MESSAGE = 'Submitted successfully';

const statusField = z.enum(BAGGAGE_STATUSES, `state must be one of ${BAGGAGE_STATUSES.join(', ')}`);
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());

/** `GET /baggage/getBaggageInfo` params: the airline's bag offers for one passenger on one flight. */
export const baggageOffersQuery = z.object({
  orderNo: orderNoField,
  passengerId: wholeNumber('passengerId'),
  segmentId: wholeNumber('segmentId'),
});
export type BaggageOffersQuery = z.infer<typeof baggageOffersQuery>;

export const baggageOfferRow = z.object({
  offerId: z.string(),
  kind: z.enum(BAG_KINDS),
  pieces: z.number().int(),
  weightKg: z.number(),
  price: z.string(),
  currency: z.string(),
});
export type BaggageOfferRow = z.output<typeof baggageOfferRow>;

/** `data` of `GET /baggage/getBaggageInfo`: the airline's offers, in a `pageList`. */
export const baggageOffers = z.object({ pageList: z.array(baggageOfferRow) });

/** `POST /twoBaggageInfo/add` form: one of the offers above. */
export const baggageAddInput = baggageOffersQuery.extend({
  offerId: z
    .string('offerId is required')
    .trim()
    .min(1, 'offerId is required')
    .max(40, 'offerId is at most 40 characters'),
  remark: optionalText('remark', 500),
});
export type BaggageAddInput = z.infer<typeof baggageAddInput>;

/** `POST /twoBaggageInfo/getPassengerBaggageInfo` form. */
export const passengerBaggageQuery = z.object({
  orderNo: orderNoField,
  passengerId: wholeNumber('passengerId'),
});
export type PassengerBaggageQuery = z.infer<typeof passengerBaggageQuery>;

const bagKind = z.enum(BAG_KINDS);

export const passengerBaggage = z.object({
  passengerId: z.number().int(),
  passengerName: z.string(),
  /** Booked with the ticket (the order's luggage not bought through a bag case). */
  included: z.array(z.object({ kind: bagKind, pieces: z.number().int(), weightKg: z.number() })),
  /** Bought after booking: every bag case of the passenger, newest first. */
  bought: z.array(
    z.object({
      id: z.number().int(),
      baggageNo: z.string(),
      segments: z.string(),
      kind: bagKind,
      pieces: z.number().int(),
      weightKg: z.number(),
      price: z.string(),
      currency: z.string(),
      status: z.enum(BAGGAGE_STATUSES),
      emdNumber: z.string().nullable(),
    }),
  ),
});
export type PassengerBaggage = z.output<typeof passengerBaggage>;

/** `POST /twoBaggageInfo/editState` form: a move of the declaration, with the version seen. */
export const baggageEditInput = z.object({
  id: wholeNumber('id'),
  version: wholeNumber('version'),
  state: statusField,
  reason: optionalText('reason', 500),
});
export type BaggageEditInput = z.infer<typeof baggageEditInput>;

/** `GET /twoBaggageInfo/getTwoBaggageInfo` params. */
export const baggagePageQuery = pageQuery.extend({
  baggageNo: optionalText('baggageNo', 24),
  orderNo: optionalText('orderNo', 32),
  pnr: optionalText('pnr', 6),
  passengerName: optionalText('passengerName', 64),
  airline: optionalText('airline', 2),
  bagType: optional(z.enum(BAG_KINDS, `bagType must be one of ${BAG_KINDS.join(', ')}`)),
  state: optional(statusField),
  createStart: optionalDate('createStart'),
  createEnd: optionalDate('createEnd'),
});
export type BaggagePageQuery = z.infer<typeof baggagePageQuery>;

/** What only a bag case reads, kept in the case's `details` (decision 0023). */
export const baggageDetails = z.object({
  /** The airline's offer as it was priced. */
  offer: baggageOfferRow,
  ageType: z.number().int(),
  flight: z.object({ flightNo: z.string(), dep: z.string(), arr: z.string(), depDate: z.string() }),
  /** The airline's EMD, once issued. */
  emdNumber: z.string().optional(),
  /** The order's luggage row the issued bag added. */
  luggageId: z.number().int().optional(),
  /** Why the airline refused to issue, or the operator's reason for a move. */
  reason: z.string().optional(),
});
export type BaggageDetails = z.output<typeof baggageDetails>;

export const baggageRow = caseRowOf(BAGGAGE_STATUSES).extend({
  baggageNo: z.string(),
  bagType: z.enum(BAG_KINDS),
  pieces: z.number().int(),
  weightKg: z.number(),
  emdNumber: z.string().nullable(),
});
export type BaggageRow = z.output<typeof baggageRow>;

export const baggagePage = pageListOf(baggageRow);
export type BaggagePage = z.output<typeof baggagePage>;

export const baggageDetail = baggageRow.extend({
  offerId: z.string(),
  passengerId: z.number().int(),
  segmentId: z.number().int(),
  remark: z.string(),
  /** Why the airline refused to issue, or the operator's reason for a move. */
  reason: z.string().nullable(),
  records: z.array(caseRecordRow),
});
export type BaggageDetail = z.output<typeof baggageDetail>;
