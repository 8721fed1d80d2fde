import { z } from 'zod';
import { wholeNumber } from '../fields';
import { optionalDate, optionalText, orderNoField } from '../orders/fields';
import { pageQuery } from '../pagination';
import { caseRecordRow, caseRowOf } from './kernel';
import { describeCaseKind } from './descriptor';
import { Permission } from '../permissions';
import { MailboxType } from '../settings-mail/mailboxes';

/** Paid seats on a ticket (docs/domain.md, "Seats"; DOMAIN "Baggage and seats"). */
export const SEAT_STATUSES = [
  'PRICED',
  'PENDING_PAYMENT',
  'PAID',
  'ISSUED',
  'ISSUE_FAILED',
  'USED',
  'REASSIGNED',
  'REFUND_REQUESTED',
  'REFUNDED',
  'REJECTED',
  'CANCELLED',
] as const;
export type SeatStatus = (typeof SEAT_STATUSES)[number];

export const SEAT_CASE = describeCaseKind<SeatStatus>({
  kind: 'SEAT',
  prefix: 'ST',
  label: 'Seat',
  mailbox: MailboxType.SEAT,
  area: 'seats',
  pages: { code: Permission.SEATS, list: '/html/seat', detail: '/html/seat/setDetail', by: 'id' },
  operationMenu: { key: 'seat', place: 6 },
  column: 'ancillaries',
  fromOrder: { key: 'seat', picks: true, place: 2 },
  statuses: SEAT_STATUSES,
  initial: 'PRICED',
  transitions: {
    PRICED: ['PENDING_PAYMENT', 'CANCELLED'],
    PENDING_PAYMENT: ['PAID', 'CANCELLED'],
    PAID: ['ISSUED', 'ISSUE_FAILED'],
    ISSUED: ['USED', 'REASSIGNED', 'REFUND_REQUESTED'],
    REASSIGNED: ['REFUND_REQUESTED'],
    REFUND_REQUESTED: ['REFUNDED', 'REJECTED'],
  },
  // A seat priced but not paid is held for a while only: then it is free for others again.
  expires: { from: ['PRICED', 'PENDING_PAYMENT'], to: 'CANCELLED' },
  failures: ['ISSUE_FAILED', 'REJECTED'],
});

/** A case in one of these states no longer holds its seat: the seat and the passenger are free again. */
export const SEAT_RELEASED: readonly SeatStatus[] = ['CANCELLED', 'ISSUE_FAILED', 'REASSIGNED', 'REFUNDED'];

const statusField = z.enum(SEAT_STATUSES, `status must be one of ${SEAT_STATUSES.join(', ')}`);
const optional = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => (value === '' || value === null ? undefined : value), schema.optional());
const seatField = z
  .string('seat is required')
  .trim()
  .toUpperCase()
  .regex(/^\d{1,2}[A-K]$/, 'seat must be a row number and a letter, as 12A');

/** `GET /seatSelectInfo/getSeatSelectionInfo` params: the seat map for one passenger on one flight. */
export const seatSelectionQuery = z.object({
  orderNo: orderNoField,
  passengerId: wholeNumber('passengerId'),
  segmentId: wholeNumber('segmentId'),
});
export type SeatSelectionQuery = z.infer<typeof seatSelectionQuery>;

export const seatMapRow = z.object({ number: z.number().int(), seatType: z.string() });
export type SeatMapRow = z.output<typeof seatMapRow>;

/** `data` of getSeatSelectionInfo: the agency's charge and the flight's seat map from the airline. */
export const seatSelectionInfo = z.object({
  /** The agency's charge per seat, added to the seat's price. */
  serviceCharge: z.string(),
  currency: z.string(),
  orderNo: z.string(),
  passenger: z.object({ id: z.number().int(), name: z.string(), ageType: z.number().int() }),
  segment: z.object({
    id: z.number().int(),
    flightNo: z.string(),
    dep: z.string(),
    arr: z.string(),
    depTime: z.string(),
  }),
  letters: z.array(z.string()),
  rows: z.array(seatMapRow),
  prices: z.array(z.object({ seatType: z.string(), price: z.string() })),
  /** Seats the airline sold and those the agency's open seat cases hold, as '12A'. */
  taken: z.array(z.string()),
  /** The seat this passenger already holds on this flight, with its case. */
  current: z.object({ seat: z.string(), seatNo: z.string(), status: z.enum(SEAT_STATUSES) }).nullable(),
});
export type SeatSelectionInfo = z.output<typeof seatSelectionInfo>;

/** `POST /seatSelectInfo/insert` JSON: one seat for one passenger on one flight. */
export const seatInsertInput = seatSelectionQuery.extend({
  seat: seatField,
  remark: optionalText('remark', 500),
});
export type SeatInsertInput = z.infer<typeof seatInsertInput>;

/**
 * `POST /seatSelectInfo/update` JSON (a call the spec does not list: docs/decisions, seats): a move of the
 * declaration with the version seen; ISSUED asks the airline, whose refusal ends in ISSUE_FAILED.
 */
export const seatUpdateInput = z.object({
  id: wholeNumber('id'),
  version: wholeNumber('version'),
  status: statusField,
  reason: optionalText('reason', 500),
});
export type SeatUpdateInput = z.infer<typeof seatUpdateInput>;

/** `GET /seatSelectInfo/pageList` params. */
export const seatPageQuery = pageQuery.extend({
  seatNo: optionalText('seatNo', 24),
  orderNo: optionalText('orderNo', 32),
  pnr: optionalText('pnr', 6),
  passengerName: optionalText('passengerName', 64),
  airline: optionalText('airline', 2),
  seatType: optionalText('seatType', 24),
  status: optional(statusField),
  createStart: optionalDate('createStart'),
  createEnd: optionalDate('createEnd'),
});
export type SeatPageQuery = z.infer<typeof seatPageQuery>;

/** What only a seat case reads: the seat, its flight (the key other cases are checked against). */
export const seatDetails = z.object({
  seat: z.string(),
  /** Flight number and departure date: the seats of one flight are held against each other. */
  flight: z.string(),
  flightNo: z.string(),
  departDate: z.string(),
  seatPrice: z.string(),
  /** The airline's EMD, once the seat is issued. */
  emd: z.string().optional(),
});
export type SeatDetails = z.output<typeof seatDetails>;

export const seatRow = caseRowOf(SEAT_STATUSES).extend({
  seatNo: z.string(),
  seat: z.string(),
  seatType: z.string(),
  seatPrice: z.string(),
  flight: z.string(),
  emd: z.string().nullable(),
});
export type SeatRow = z.output<typeof seatRow>;

/** The seat list's own envelope (spec section 3, "Seat list"): rows and total. */
export const seatPage = z.object({ rows: z.array(seatRow), total: z.number().int() });
export type SeatPage = z.output<typeof seatPage>;

export const seatDetail = seatRow.extend({
  remark: z.string(),
  passengerIds: z.array(z.number().int()),
  segmentIds: z.array(z.number().int()),
  records: z.array(caseRecordRow),
});
export type SeatDetail = z.output<typeof seatDetail>;
