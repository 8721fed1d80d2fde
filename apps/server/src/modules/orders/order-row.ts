import type { OrderChannel, OrderRow, OrderStatus } from '@ota/contract';
import { toJsonAmount } from '../../platform/money';

/** An order row as the database answers it: amounts and times still text. */
export interface OrderRowRecord {
  orderNo: string;
  platformType: number;
  bookTime: string;
  confirmTime: string | null;
  departTime: string;
  returnTime: string | null;
  status: OrderStatus;
  passengerName: string;
  passengerEmail: string;
  seatPrice: string;
  seatPriceEur: string;
  baggagePrice: string;
  baggagePriceEur: string;
  cabinBaggagePrice: string;
  cabinBaggagePriceEur: string;
  pnr: string;
  route: string;
  paymentAccount: string;
  totalPrice: string;
  currency: string;
  travelType: number;
  segments: string;
  passengers: number;
  airline: string;
  channel: OrderChannel;
  client: string;
  branch: string;
  taxes: string;
  fees: string;
}

/** The answer's row: exactly the fields of the contract, amounts as JSON numbers. */
export function toOrderRow(record: OrderRowRecord): OrderRow {
  return {
    orderNo: record.orderNo,
    platformType: record.platformType,
    bookTime: record.bookTime,
    confirmTime: record.confirmTime,
    departTime: record.departTime,
    returnTime: record.returnTime,
    status: record.status,
    passengerName: record.passengerName,
    passengerEmail: record.passengerEmail,
    seatPrice: toJsonAmount(record.seatPrice),
    seatPriceEur: toJsonAmount(record.seatPriceEur),
    baggagePrice: toJsonAmount(record.baggagePrice),
    baggagePriceEur: toJsonAmount(record.baggagePriceEur),
    cabinBaggagePrice: toJsonAmount(record.cabinBaggagePrice),
    cabinBaggagePriceEur: toJsonAmount(record.cabinBaggagePriceEur),
    pnr: record.pnr,
    route: record.route,
    paymentAccount: record.paymentAccount,
    totalPrice: toJsonAmount(record.totalPrice),
    currency: record.currency,
    travelType: record.travelType,
    segments: record.segments,
    passengers: record.passengers,
    airline: record.airline,
    channel: record.channel,
    client: record.client,
    branch: record.branch,
    taxes: toJsonAmount(record.taxes),
    fees: toJsonAmount(record.fees),
  };
}
