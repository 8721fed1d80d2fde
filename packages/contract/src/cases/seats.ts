import { z } from 'zod';
import { wholeNumber } from '../fields';
import { optionalDate, optionalText, orderNoField } from '../orders/fields';
import { pageQuery } from '../pagination';
import { declareCaseKind, type CaseRecordRow, type CaseRowBase } from './kernel';

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

export const SEAT_CASE = declareCaseKind<SeatStatus>({
  kind: 'SEAT',
  prefix: 'ST',
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

export interface SeatMapRow {
  number: number;
  seatType: string;
}

/** `data` of getSeatSelectionInfo: the agency's charge and the flight's seat map from the airline. */
export interface SeatSelectionInfo {
  /** The agency's charge per seat, added to the seat's price. */
  serviceCharge: string;
  currency: string;
  orderNo: string;
  passenger: { id: number; name: string; ageType: number };
  segment: { id: number; flightNo: string; dep: string; arr: string; depTime: string };
  letters: string[];
  rows: SeatMapRow[];
  prices: { seatType: string; price: string }[];
  /** Seats the airline sold and those the agency's open seat cases hold, as '12A'. */
  taken: string[];
  /** The seat this passenger already holds on this flight, with its case. */
  current: { seat: string; seatNo: string; status: SeatStatus } | null;
}

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

export interface SeatRow extends CaseRowBase<SeatStatus> {
  seatNo: string;
  seat: string;
  seatType: string;
  seatPrice: string;
  flight: string;
  emd: string | null;
}

/** The seat list's own envelope (spec section 3, "Seat list"): rows and total. */
export interface SeatPage {
  rows: SeatRow[];
  total: number;
}

export interface SeatDetail extends SeatRow {
  remark: string;
  passengerIds: number[];
  segmentIds: number[];
  records: CaseRecordRow[];
}
