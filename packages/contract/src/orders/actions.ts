import { z } from 'zod';
import { MAX_RECORD_ID, digitsAsNumber } from '../fields';
import { isCompactDate, isIsoDate, named, orderNoField } from './fields';
import { CARD_TYPES, GENDERS, ORDER_STATUSES } from './statuses';

export const UPDATE_PASSENGERS_SUCCESS = 'Successfully updated passengers';

/** Airline name form: letters (any script), spaces, apostrophes and hyphens, 'SURNAME/GIVEN NAMES'. */
export const PASSENGER_NAME_PATTERN = /^[\p{L}][\p{L} '-]*\/[\p{L}][\p{L} '-]*$/u;

const todayUtc = () => new Date().toISOString().slice(0, 10);

export const passengerUpdate = z.object({
  id: z.preprocess(
    digitsAsNumber,
    z
      .number({ error: named('id', 'is required') })
      .int({ error: named('id', 'must be a whole number') })
      .min(1, { error: named('id', 'must be at least 1') })
      .max(MAX_RECORD_ID, { error: named('id', `must be at most ${MAX_RECORD_ID}`) }),
  ),
  name: z
    .string({ error: named('name', 'is required') })
    .trim()
    .min(3, { error: named('name', 'must be at least 3 characters') })
    .max(64, { error: named('name', 'must be at most 64 characters') })
    .regex(PASSENGER_NAME_PATTERN, { error: named('name', 'must be SURNAME/GIVEN NAMES in letters') })
    .transform((value) => value.replace(/\s+/g, ' ').toUpperCase()),
  gender: z.enum(GENDERS, { error: named('gender', 'must be M or F') }),
  birthday: z
    .string({ error: named('birthday', 'is required') })
    .trim()
    .refine(isCompactDate, { error: named('birthday', 'must be a date YYYYMMDD') })
    .refine((value) => `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}` <= todayUtc(), {
      error: named('birthday', 'must not be in the future'),
    })
    .refine((value) => Number(value.slice(0, 4)) >= 1900, { error: named('birthday', 'must be after 1900') }),
  nationality: z
    .string({ error: named('nationality', 'is required') })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: named('nationality', 'must be a 2-letter country code') })
    .transform((value) => value.toUpperCase()),
  cardType: z.enum(CARD_TYPES, { error: named('cardType', `must be one of ${CARD_TYPES.join(', ')}`) }),
  cardNum: z
    .string({ error: named('cardNum', 'is required') })
    .trim()
    .regex(/^[A-Za-z0-9]{5,20}$/, { error: named('cardNum', 'must be 5 to 20 letters or digits') })
    .transform((value) => value.toUpperCase()),
  cardExpired: z
    .string({ error: named('cardExpired', 'is required') })
    .trim()
    .refine(isIsoDate, { error: named('cardExpired', 'must be a date YYYY-MM-DD') })
    .refine((value) => value > todayUtc(), { error: named('cardExpired', 'must be in the future') }),
  cardIssuePlace: z
    .string({ error: named('cardIssuePlace', 'is required') })
    .trim()
    .regex(/^[A-Za-z]{2}$/, { error: named('cardIssuePlace', 'must be a 2-letter country code') })
    .transform((value) => value.toUpperCase()),
});
export type PassengerUpdate = z.infer<typeof passengerUpdate>;

/** `POST {prefix}/order/updatePassengers` JSON. */
export const updatePassengersInput = z.object({
  orderNo: orderNoField,
  passengers: z
    .array(passengerUpdate, { error: 'passengers must be a list' })
    .min(1, 'passengers must have at least 1 items')
    .max(9, 'passengers must have at most 9 items')
    .refine(
      (list) => new Set(list.map((p) => p.id)).size === list.length,
      'passengers lists one passenger twice',
    ),
});
export type UpdatePassengersInput = z.infer<typeof updatePassengersInput>;

/** What reconfirm, getStatus, reCreate and pay answer: the order's status after the call. */
export const orderActionResult = z.object({ orderNo: z.string(), status: z.enum(ORDER_STATUSES) });
export type OrderActionResult = z.output<typeof orderActionResult>;

/** Reconfirm and getStatus also say what the airline answered. */
export const supplierCheckResult = orderActionResult.extend({
  /** CONFIRMED, TICKETED, SCHEDULE_CHANGED or CANCELLED; null when no airline system was asked. */
  supplierStatus: z.string().nullable(),
  /** 'YYYY-MM-DD HH:mm:ss' of the airline's answer. */
  checkedAt: z.string(),
  message: z.string(),
});
export type SupplierCheckResult = z.output<typeof supplierCheckResult>;

export const paymentResult = orderActionResult.extend({
  amount: z.number(),
  currency: z.string(),
  balanceAfter: z.number(),
});
export type PaymentResult = z.output<typeof paymentResult>;
