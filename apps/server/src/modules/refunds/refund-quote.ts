import {
  wrapperCabin,
  type RefundType,
  type WrapperAgeTypeValue,
  type WrapperRefundQuote,
  type WrapperRefundReason,
} from '@ota/contract';
import type { OrderPassenger, OrderSegment } from '../orders';
import type { WrapperClient } from '../suppliers';

const REASONS: Record<RefundType, WrapperRefundReason> = {
  VOLUNTARY: 'voluntary',
  INVOLUNTARY: 'involuntary',
  TAX_ONLY: 'tax-only',
  NO_SHOW: 'no-show',
  WAIVER: 'waiver',
};

const ageType = (value: number): WrapperAgeTypeValue => (value === 1 || value === 2 ? value : 0);

/** Asks the order's airline what it returns for these passengers on these segments. */
export function askRefundQuote(
  client: WrapperClient,
  request: { pnr: string; type: RefundType; passengers: OrderPassenger[]; segments: OrderSegment[] },
): Promise<WrapperRefundQuote> {
  return client.quoteRefund({
    pnr: request.pnr,
    reason: REASONS[request.type],
    passengers: request.passengers.map((passenger) => ({
      ageType: ageType(passenger.ageType),
      name: `${passenger.surname}/${passenger.givenName}`.toUpperCase(),
      ticketNo: passenger.ticketNo ?? undefined,
    })),
    segments: request.segments.map((segment) => ({
      flightNo: segment.flightNo,
      origin: segment.dep,
      destination: segment.arr,
      departDate: segment.depTime.slice(0, 10),
      cabin: wrapperCabin.safeParse(segment.cabin).data ?? 'economy',
    })),
  });
}

/** A wrapper amount (a number with at most two decimals) as the exact decimal text the database keeps. */
export const decimalOf = (amount: number) => amount.toFixed(2);
