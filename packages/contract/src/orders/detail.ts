import { z } from 'zod';
import { orderNoField } from './fields';
import { orderRow } from './search';
import { CARD_TYPES, GENDERS, TICKET_STATUSES } from './statuses';

/** `GET {prefix}/order/detail`, `getStatus` params and the JSON body of the order actions. */
export const orderNoInput = z.object({ orderNo: orderNoField });
export type OrderNoInput = z.infer<typeof orderNoInput>;

const amount = z.number();
const id = z.number().int();

export const orderPayment = z.object({
  paid: z.boolean(),
  /** 'YYYY-MM-DD HH:mm:ss', null while unpaid. */
  paidAt: z.string().nullable(),
  /** The platform account debited ('ONEFLY-EUR'), '' while unpaid. */
  account: z.string(),
  /** What was (or will be) debited, in the account's currency. */
  amount,
  currency: z.string(),
});
export type OrderPayment = z.output<typeof orderPayment>;

/** Spec section 3 "Order detail response": summary, the list's row with `price` for `totalPrice`. */
export const orderSummary = orderRow.omit({ totalPrice: true }).extend({
  price: amount,
  /** The airline as its wrapper names it ('Orient Lark'); the code when no tested wrapper names it. */
  airlineName: z.string(),
  payment: orderPayment,
});
export type OrderSummary = z.output<typeof orderSummary>;

/** One flight; times are airport-local ('YYYY-MM-DD HH:mm:ss' in full, 'HH:mm' short). */
export const orderSegment = z.object({
  id,
  flightNo: z.string(),
  airline: z.string(),
  dep: z.string(),
  arr: z.string(),
  depDate: z.string(),
  depTime: z.string(),
  arrDate: z.string(),
  arrTime: z.string(),
  fullDepTime: z.string(),
  fullArrTime: z.string(),
  /** true for the flights of the way back. */
  back: z.boolean(),
  cabin: z.string(),
  /** null: every passenger's flight (see `segmentsFlownBy`); a passenger's id: that passenger's alone. */
  passengerId: id.nullable(),
});
export type OrderSegment = z.output<typeof orderSegment>;

export const orderPassenger = z.object({
  id,
  orderId: id,
  /** Airline form 'SURNAME/GIVEN NAMES'. */
  name: z.string(),
  /** 'Given Names Surname'. */
  nameForShow: z.string(),
  ageType: z.number().int(),
  gender: z.enum(GENDERS),
  /** YYYYMMDD (spec section 3); the console shows YYYY-MM-DD. */
  birthday: z.string(),
  nationality: z.string(),
  cardType: z.enum(CARD_TYPES),
  cardNum: z.string(),
  /** YYYY-MM-DD. */
  cardExpired: z.string(),
  cardIssuePlace: z.string(),
  ticketNo: z.string().nullable(),
  ticketStatus: z.enum(TICKET_STATUSES).nullable(),
});
export type OrderPassenger = z.output<typeof orderPassenger>;

export const orderLuggage = z.object({
  id,
  passengerId: id,
  passengerName: z.string(),
  /** CHECKED (hold) or CABIN. */
  kind: z.enum(['CHECKED', 'CABIN']),
  pieces: z.number().int(),
  weightKg: z.number(),
  price: amount,
  priceEur: amount,
  currency: z.string(),
});
export type OrderLuggage = z.output<typeof orderLuggage>;

export const orderContact = z.object({
  name: z.string(),
  nameForShow: z.string(),
  address: z.string(),
  postcode: z.string(),
  mobile: z.string(),
  email: z.string(),
  /** true: mails go to the guest's address, not the agency's. */
  useGuestMail: z.boolean(),
});
export type OrderContact = z.output<typeof orderContact>;

export const operationRecord = z.object({
  createTime: z.string(),
  operator: z.string(),
  content: z.string(),
  /** The sentence's catalog code and params (messages.ts), for rendering in the reader's language. */
  code: z.string().optional(),
  params: z.record(z.string(), z.string()).optional(),
});
export type OperationRecord = z.output<typeof operationRecord>;

/** `data[0]` of the detail answer (DESIGN section 3). */
export const orderDetail = z.object({
  summary: orderSummary,
  segments: z.array(orderSegment),
  passengers: z.array(orderPassenger),
  luggage: z.array(orderLuggage),
  contact: orderContact.nullable(),
  operationRecordVOList: z.array(operationRecord),
});
export type OrderDetail = z.output<typeof orderDetail>;
