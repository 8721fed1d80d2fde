import type {
  WrapperSeatMap,
  WrapperSeatMapRequest,
  WrapperSeatPurchase,
  WrapperSeatPurchaseRequest,
} from '@ota/contract';
import { CURRENCY } from './fares';
import { hash32, rngFor } from './random';
import { WrapperRefusal } from './refusal';
import type { AirlineIdentity } from './schedule';

const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];
const ROWS = 30;
/** Rows 1-2 and the exit row 12 have more room; rows 3-7 are near the door; the rest are standard. */
const seatTypeOf = (row: number) =>
  row <= 2 || row === 12 ? 'EXTRA_LEGROOM' : row <= 7 ? 'FRONT' : 'STANDARD';
const PRICES = [
  { seatType: 'EXTRA_LEGROOM', price: 25 },
  { seatType: 'FRONT', price: 12 },
  { seatType: 'STANDARD', price: 8 },
];

/** About a third of the seats are sold, drawn from the flight and day: the same map on every call. */
export function seatMap(airline: AirlineIdentity, request: WrapperSeatMapRequest): WrapperSeatMap {
  const rng = rngFor(airline.seed, airline.code, request.flightNo, request.departDate, 'seats');
  const rows = Array.from({ length: ROWS }, (_, n) => ({ number: n + 1, seatType: seatTypeOf(n + 1) }));
  const taken = rows.flatMap((row) =>
    LETTERS.filter(() => rng.next() < 0.35).map((letter) => `${row.number}${letter}`),
  );
  return {
    flightNo: request.flightNo,
    departDate: request.departDate,
    currency: CURRENCY,
    letters: LETTERS,
    rows,
    prices: PRICES,
    taken,
  };
}

const BLOCKED = [
  'The seat was blocked for a crew member',
  'The seat is kept for a passenger with reduced mobility',
];

/** The reason the airline refuses a seat bought under this reference (one in ten), or null: it sells. */
export function seatRefusal(airline: AirlineIdentity, reference: string): string | null {
  const rng = rngFor(airline.seed, airline.code, reference, 'seat');
  return rng.next() < 0.1 ? rng.pick(BLOCKED) : null;
}

/** Sells a free seat; one in ten is refused with a reason, drawn from the agency's reference. */
export function buySeat(airline: AirlineIdentity, request: WrapperSeatPurchaseRequest): WrapperSeatPurchase {
  const map = seatMap(airline, request);
  const row = Number(request.seat.slice(0, -1));
  if (!map.letters.includes(request.seat.slice(-1)) || row < 1 || row > ROWS)
    throw new WrapperRefusal(422, 'NO_SUCH_SEAT', `Flight ${request.flightNo} has no seat ${request.seat}`);
  if (map.taken.includes(request.seat))
    throw new WrapperRefusal(409, 'SEAT_TAKEN', `Seat ${request.seat} on ${request.flightNo} is taken`);
  const refusal = seatRefusal(airline, request.reference);
  if (refusal !== null) throw new WrapperRefusal(409, 'SEAT_BLOCKED', refusal);
  const digits = String(hash32(airline.code, request.reference, request.seat)).padStart(10, '0');
  return { reference: request.reference, seat: request.seat, emd: `${digits.slice(0, 3)}5${digits}` };
}
