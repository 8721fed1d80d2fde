import { z } from 'zod';
import { orderNoField } from './fields';
import type { CardType, Gender, OrderChannel, OrderStatus, TicketStatus } from './statuses';

/** `GET {prefix}/order/detail`, `getStatus` params and the JSON body of the order actions. */
export const orderNoInput = z.object({ orderNo: orderNoField });
export type OrderNoInput = z.infer<typeof orderNoInput>;

export interface OrderPayment {
  paid: boolean;
  /** 'YYYY-MM-DD HH:mm:ss', null while unpaid. */
  paidAt: string | null;
  /** The platform account debited ('ONEFLY-EUR'), '' while unpaid. */
  account: string;
  /** What was (or will be) debited, in the account's currency. */
  amount: number;
  currency: string;
}

/** Spec section 3 "Order detail response": summary. */
export interface OrderSummary {
  orderNo: string;
  platformType: number;
  bookTime: string;
  confirmTime: string | null;
  departTime: string;
  returnTime: string | null;
  status: OrderStatus;
  passengerName: string;
  passengerEmail: string;
  pnr: string;
  route: string;
  paymentAccount: string;
  price: number;
  currency: string;
  travelType: number;
  /** Summary text of the flights, as in the list. */
  segments: string;
  passengers: number;
  airline: string;
  /** The airline as its wrapper names it ('Orient Lark'); the code when no tested wrapper names it. */
  airlineName: string;
  client: string;
  branch: string;
  channel: OrderChannel;
  taxes: number;
  fees: number;
  seatPrice: number;
  seatPriceEur: number;
  baggagePrice: number;
  baggagePriceEur: number;
  cabinBaggagePrice: number;
  cabinBaggagePriceEur: number;
  payment: OrderPayment;
}

/** One flight; times are airport-local ('YYYY-MM-DD HH:mm:ss' in full, 'HH:mm' short). */
export interface OrderSegment {
  id: number;
  flightNo: string;
  airline: string;
  dep: string;
  arr: string;
  depDate: string;
  depTime: string;
  arrDate: string;
  arrTime: string;
  fullDepTime: string;
  fullArrTime: string;
  /** true for the flights of the way back. */
  back: boolean;
  cabin: string;
  /** null: every passenger's flight (see `segmentsFlownBy`); a passenger's id: that passenger's alone. */
  passengerId: number | null;
}

export interface OrderPassenger {
  id: number;
  orderId: number;
  /** Airline form 'SURNAME/GIVEN NAMES'. */
  name: string;
  /** 'Given Names Surname'. */
  nameForShow: string;
  ageType: number;
  gender: Gender;
  /** YYYYMMDD (spec section 3); the console shows YYYY-MM-DD. */
  birthday: string;
  nationality: string;
  cardType: CardType;
  cardNum: string;
  /** YYYY-MM-DD. */
  cardExpired: string;
  cardIssuePlace: string;
  ticketNo: string | null;
  ticketStatus: TicketStatus | null;
}

export interface OrderLuggage {
  id: number;
  passengerId: number;
  passengerName: string;
  /** CHECKED (hold) or CABIN. */
  kind: 'CHECKED' | 'CABIN';
  pieces: number;
  weightKg: number;
  price: number;
  priceEur: number;
  currency: string;
}

export interface OrderContact {
  name: string;
  nameForShow: string;
  address: string;
  postcode: string;
  mobile: string;
  email: string;
  /** true: mails go to the guest's address, not the agency's. */
  useGuestMail: boolean;
}

export interface OperationRecord {
  createTime: string;
  operator: string;
  content: string;
  /** The sentence's catalog code and params (messages.ts), for rendering in the reader's language. */
  code?: string;
  params?: Record<string, string>;
}

/** `data[0]` of the detail answer (DESIGN section 3). */
export interface OrderDetail {
  summary: OrderSummary;
  segments: OrderSegment[];
  passengers: OrderPassenger[];
  luggage: OrderLuggage[];
  contact: OrderContact | null;
  operationRecordVOList: OperationRecord[];
}
