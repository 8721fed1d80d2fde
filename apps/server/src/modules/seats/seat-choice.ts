import type { SeatSelectionInfo, WrapperSeatMap } from '@ota/contract';
import { BadRequestError } from '../../platform/errors';
import { amountText } from '../../platform/money';
import { assertFlown, type OrderPassenger, type OrderSegment } from '../orders';

/** The agency's charge per seat, added to the airline's price (decision on seats). */
export const SEAT_SERVICE_CHARGE = '5.00';
/** How long a priced seat is held for the passenger before it is free again unless paid. */
export const SEAT_HOLD_MS = 2 * 60 * 60 * 1000;

const INFANT = 2;

export const passengerName = (p: OrderPassenger) => `${p.givenName} ${p.surname}`;
export const flightKey = (segment: OrderSegment) => `${segment.flightNo} ${segment.depTime.slice(0, 10)}`;
export const flightLabel = (segment: OrderSegment) =>
  `${segment.flightNo} ${segment.dep}-${segment.arr} ${segment.depTime.slice(0, 16)}`;

/** The passenger and flight a seat is asked for, refused naming the field when it cannot have one. */
export function seatFor(
  orderNo: string,
  passengers: OrderPassenger[],
  segments: OrderSegment[],
  ids: { passengerId: number; segmentId: number },
): { passenger: OrderPassenger; segment: OrderSegment } {
  const passenger = passengers.find((p) => p.id === ids.passengerId);
  if (!passenger)
    throw new BadRequestError(`passengerId: passenger ${ids.passengerId} is not on order ${orderNo}`);
  const segment = segments.find((s) => s.id === ids.segmentId);
  if (!segment) throw new BadRequestError(`segmentId: segment ${ids.segmentId} is not on order ${orderNo}`);
  assertFlown(segments, [passenger], [segment.id], 'segmentId');
  if (passenger.ageType === INFANT)
    throw new BadRequestError(
      `passengerId: ${passengerName(passenger)} is an infant: an infant sits on an adult's lap and gets no seat`,
    );
  if (passenger.ticketStatus !== null && passenger.ticketStatus !== 'OPEN')
    throw new BadRequestError(
      `passengerId: ${passengerName(passenger)} holds no open ticket (${passenger.ticketStatus})`,
    );
  return { passenger, segment };
}

/** The seat's type and price on the airline's map; a seat the map lacks is refused. */
export function seatOnMap(map: WrapperSeatMap, seat: string): { seatType: string; price: string } {
  const row = map.rows.find((r) => r.number === Number(seat.slice(0, -1)));
  if (!row || !map.letters.includes(seat.slice(-1)))
    throw new BadRequestError(`seat: flight ${map.flightNo} has no seat ${seat}`);
  const price = map.prices.find((p) => p.seatType === row.seatType);
  if (!price) throw new BadRequestError(`seat: the airline gave no price for ${row.seatType} seats`);
  return { seatType: row.seatType, price: amountText(price.price) };
}

/** The map as the operator sees it: the airline's taken seats and those the agency's cases hold. */
export function selectionOf(
  orderNo: string,
  passenger: OrderPassenger,
  segment: OrderSegment,
  map: WrapperSeatMap,
  held: string[],
  current: SeatSelectionInfo['current'],
): SeatSelectionInfo {
  return {
    serviceCharge: SEAT_SERVICE_CHARGE,
    currency: map.currency,
    orderNo,
    passenger: { id: passenger.id, name: passengerName(passenger), ageType: passenger.ageType },
    segment: {
      id: segment.id,
      flightNo: segment.flightNo,
      dep: segment.dep,
      arr: segment.arr,
      depTime: segment.depTime,
    },
    letters: map.letters,
    rows: map.rows,
    prices: map.prices.map((p) => ({ seatType: p.seatType, price: amountText(p.price) })),
    taken: [...new Set([...map.taken, ...held])],
    current,
  };
}
