import { SEAT_CASE, type SeatSelectionInfo, type SeatStatus } from '@ota/contract';
import { operatorMoves } from '../../../lib/case-deadline';
import { caseDetailPath } from '../../../lib/case-kind';

export const STATUS_COLORS: Record<SeatStatus, string> = {
  PRICED: 'default',
  PENDING_PAYMENT: 'warning',
  PAID: 'processing',
  ISSUED: 'success',
  ISSUE_FAILED: 'error',
  USED: 'default',
  REASSIGNED: 'warning',
  REFUND_REQUESTED: 'processing',
  REFUNDED: 'default',
  REJECTED: 'error',
  CANCELLED: 'default',
};

/** The moves an operator is offered now (the contract's SEAT_CASE). */
export function seatMoves(status: SeatStatus): SeatStatus[] {
  return operatorMoves(SEAT_CASE, status);
}

/** Moves that end the seat without it being flown: red buttons. */
export const DANGER: readonly SeatStatus[] = ['ISSUE_FAILED', 'REJECTED', 'CANCELLED', 'REASSIGNED'];

/** The server asks a reason for these. */
export const ASKS_REASON: readonly SeatStatus[] = ['ISSUE_FAILED', 'REASSIGNED', 'REJECTED'];

/** The seat types the list's filter offers: those the airlines price (wrapper protocol 1.3 and the demo). */
export const SEAT_TYPES = ['STANDARD', 'FRONT', 'EXTRA_LEGROOM'] as const;

/** Spec section 3: ageType 2 is an infant, who sits on an adult's lap. */
export const INFANT_AGE_TYPE = 2;

export const detailPath = caseDetailPath(SEAT_CASE);

export interface MapSeat {
  seat: string;
  seatType: string;
  price: string | undefined;
  taken: boolean;
  current: boolean;
}

/** One row of the map as the grid draws it; the letters split in two halves by the aisle. */
export function mapRows(map: SeatSelectionInfo): { number: number; halves: MapSeat[][] }[] {
  const prices = new Map(map.prices.map((p) => [p.seatType, p.price]));
  const taken = new Set(map.taken);
  const half = Math.ceil(map.letters.length / 2);
  return map.rows.map((row) => {
    const seats = map.letters.map((letter) => {
      const seat = `${row.number}${letter}`;
      return {
        seat,
        seatType: row.seatType,
        price: prices.get(row.seatType),
        taken: taken.has(seat),
        current: map.current?.seat === seat,
      };
    });
    return { number: row.number, halves: [seats.slice(0, half), seats.slice(half)] };
  });
}
