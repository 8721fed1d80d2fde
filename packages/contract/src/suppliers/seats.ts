import { z } from 'zod';
import { airlineField, currencyCode, isoDate, money, pnrCode } from './common';

/** Protocol 1.3 (docs/wrapper-protocol.md): the seat map of a flight and the purchase of one seat. */
const flightNo = z.string().regex(/^[A-Z0-9]{2}\d{1,4}$/, 'flightNo must be an airline code and a number');
const seatCode = z.string().regex(/^\d{1,2}[A-K]$/, 'seat must be a row number and a letter, as 12A');

/** POST /v1/seats/map: the seats of one flight on one day. */
export const wrapperSeatMapRequest = z.object({
  ...airlineField,
  flightNo,
  departDate: isoDate('departDate'),
});
export type WrapperSeatMapRequest = z.infer<typeof wrapperSeatMapRequest>;

export const wrapperSeatMap = z.object({
  flightNo: z.string(),
  departDate: z.string(),
  currency: currencyCode,
  /** Seat letters from the left window, as 'A'..'F'; an aisle is not a letter. */
  letters: z.array(z.string().regex(/^[A-K]$/, 'letters are capitals A to K')).min(1),
  rows: z.array(z.object({ number: z.number().int().positive(), seatType: z.string().min(1) })).min(1),
  /** The price of one seat of each type the rows name. */
  prices: z.array(z.object({ seatType: z.string().min(1), price: money('price') })).min(1),
  /** Seats the airline has sold or blocked, as '12A'. */
  taken: z.array(seatCode),
});
export type WrapperSeatMap = z.infer<typeof wrapperSeatMap>;

/** POST /v1/seats: buys one seat for one passenger; `reference` is the agency's case number. */
export const wrapperSeatPurchaseRequest = z.object({
  ...airlineField,
  pnr: pnrCode,
  flightNo,
  departDate: isoDate('departDate'),
  seat: seatCode,
  passengerName: z.string().min(1, 'passengerName is required').max(120),
  reference: z.string().min(1, 'reference is required').max(32, 'reference is at most 32 characters'),
  amount: money('amount'),
  currency: currencyCode,
});
export type WrapperSeatPurchaseRequest = z.infer<typeof wrapperSeatPurchaseRequest>;

/** The airline's confirmation: the EMD number of the seat. A refusal is a protocol error (SEAT_TAKEN ...). */
export const wrapperSeatPurchase = z.object({
  reference: z.string(),
  seat: seatCode,
  emd: z.string().min(1, 'emd is required'),
});
export type WrapperSeatPurchase = z.infer<typeof wrapperSeatPurchase>;
