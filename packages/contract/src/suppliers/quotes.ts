import { z } from 'zod';
import { amountText, toCents } from '../money';
import {
  airlineField,
  currencyCode,
  iataCode,
  instant,
  isoDate,
  money,
  pnrCode,
  wrapperAgeType,
  wrapperCabin,
  wrapperPassengerCounts,
} from './common';
import { wrapperItinerary } from './search';

/** A booked flight, as the order holds it. */
export const wrapperBookedSegment = z.object({
  flightNo: z.string().regex(/^[A-Z0-9]{2}\d{1,4}$/, 'flightNo must be a carrier code and 1 to 4 digits'),
  origin: iataCode('origin'),
  destination: iataCode('destination'),
  departDate: isoDate('departDate'),
  cabin: wrapperCabin.default('economy'),
});
export type WrapperBookedSegment = z.input<typeof wrapperBookedSegment>;

const bookingReference = {
  ...airlineField,
  pnr: pnrCode.optional(),
  orderNo: z
    .string()
    .min(1, 'orderNo must not be empty')
    .max(64, 'orderNo is at most 64 characters')
    .optional(),
};
const hasBookingReference = (r: { pnr?: string; orderNo?: string }) =>
  r.pnr !== undefined || r.orderNo !== undefined;
const bookingReferenceRule = { message: 'pnr or orderNo is required', path: ['pnr'] };

const segmentsToQuote = z
  .array(wrapperBookedSegment)
  .min(1, 'segments must hold at least one segment')
  .max(4, 'segments must hold at most 4 segments');

/** POST /v1/quotes/change: the new flight is an itinerary id from a search, or criteria to search by. */
export const wrapperChangeQuoteRequest = z
  .object({
    ...bookingReference,
    passengers: wrapperPassengerCounts,
    segments: segmentsToQuote,
    newItineraryId: z.string().min(1, 'newItineraryId must not be empty').optional(),
    search: z
      .object({
        departDate: isoDate('departDate'),
        returnDate: isoDate('returnDate').optional(),
        cabin: wrapperCabin.optional(),
      })
      .optional(),
  })
  .refine(hasBookingReference, bookingReferenceRule)
  .refine((r) => (r.newItineraryId === undefined) !== (r.search === undefined), {
    message: 'newItineraryId or search is required, not both',
    path: ['newItineraryId'],
  });
export type WrapperChangeQuoteRequest = z.input<typeof wrapperChangeQuoteRequest>;

export const wrapperChangeQuote = z
  .object({
    quoteId: z.string().min(1, 'quoteId is required'),
    itinerary: wrapperItinerary,
    fareDifference: money('fareDifference'),
    taxDifference: money('taxDifference'),
    penalty: money('penalty'),
    serviceFee: money('serviceFee'),
    total: money('total'),
    currency: currencyCode,
    expiresAt: instant('expiresAt'),
  })
  .refine(
    (q) =>
      toCents(amountText(q.fareDifference)) +
        toCents(amountText(q.taxDifference)) +
        toCents(amountText(q.penalty)) +
        toCents(amountText(q.serviceFee)) ===
      toCents(amountText(q.total)),
    { message: 'total must equal fareDifference + taxDifference + penalty + serviceFee', path: ['total'] },
  );
export type WrapperChangeQuote = z.infer<typeof wrapperChangeQuote>;

export const wrapperRefundReason = z.enum(['voluntary', 'involuntary', 'tax-only', 'no-show', 'waiver'], {
  error: 'reason must be one of voluntary, involuntary, tax-only, no-show, waiver',
});
export type WrapperRefundReason = z.infer<typeof wrapperRefundReason>;

export const wrapperRefundPassenger = z.object({
  ageType: wrapperAgeType,
  name: z.string().max(120, 'name is at most 120 characters').optional(),
  ticketNo: z.string().max(20, 'ticketNo is at most 20 characters').optional(),
});

/** POST /v1/quotes/refund */
export const wrapperRefundQuoteRequest = z
  .object({
    ...bookingReference,
    passengers: z
      .array(wrapperRefundPassenger)
      .min(1, 'passengers must hold at least one passenger')
      .max(18, 'passengers must hold at most 18 passengers'),
    segments: segmentsToQuote,
    reason: wrapperRefundReason,
  })
  .refine(hasBookingReference, bookingReferenceRule);
export type WrapperRefundQuoteRequest = z.input<typeof wrapperRefundQuoteRequest>;

/** refundable = fare − penalty − nonRefundableTaxes, for the passengers and segments asked about. */
export const wrapperRefundQuote = z
  .object({
    quoteId: z.string().min(1, 'quoteId is required'),
    fare: money('fare'),
    penalty: money('penalty'),
    nonRefundableTaxes: money('nonRefundableTaxes'),
    refundable: money('refundable'),
    currency: currencyCode,
    expiresAt: instant('expiresAt'),
  })
  .refine(
    (q) =>
      toCents(amountText(q.fare)) -
        toCents(amountText(q.penalty)) -
        toCents(amountText(q.nonRefundableTaxes)) ===
      toCents(amountText(q.refundable)),
    {
      message: 'refundable must equal fare − penalty − nonRefundableTaxes',
      path: ['refundable'],
    },
  );
export type WrapperRefundQuote = z.infer<typeof wrapperRefundQuote>;
