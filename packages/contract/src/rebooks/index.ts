import { z } from 'zod';
import { blankToUndefined, isIsoDate } from '../orders/fields';
import { pageListOf, pageQuery } from '../pagination';
import { supplierWarning, taggedItinerary } from '../suppliers';
import { CARD_BRANDS, expiryInFuture, parseExpiry, passesLuhn } from './card';

export * from './card';

/** Rebook case statuses (docs/decisions/0018-rebooks.md). */
export const REBOOK_STATUSES = [
  'REQUESTED',
  'FLIGHT_SELECTED',
  'CONFIRMED',
  'PAYMENT_PENDING',
  'COMPLETED',
  'CANCELLED',
] as const;
export type RebookStatus = (typeof REBOOK_STATUSES)[number];

export const REBOOK_REASONS = ['DISRUPTION', 'CUSTOMER_REQUEST'] as const;
export type RebookReason = (typeof REBOOK_REASONS)[number];

const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());
const orderNoField = z
  .string('orderNo is required')
  .trim()
  .min(1, 'orderNo is required')
  .max(32, 'orderNo must be at most 32 characters');
const rebookNoField = z
  .string('rebookNo is required')
  .trim()
  .min(1, 'rebookNo is required')
  .max(24, 'rebookNo must be at most 24 characters');

/** `GET /orderRebook/pageList` params. */
export const rebookPageQuery = pageQuery.extend({
  orderNo: optional(z.string().trim().max(32, 'orderNo must be at most 32 characters')),
  pnr: optional(z.string().trim().toUpperCase().max(6, 'pnr must be at most 6 characters')),
  passengerName: optional(z.string().trim().max(64, 'passengerName must be at most 64 characters')),
  reason: optional(z.enum(REBOOK_REASONS, `reason must be one of ${REBOOK_REASONS.join(', ')}`)),
  rebookStatus: optional(
    z.enum([...REBOOK_STATUSES, 'NONE'], `rebookStatus must be one of ${REBOOK_STATUSES.join(', ')}, NONE`),
  ),
  sortOrder: optional(z.enum(['ascend', 'descend'], 'sortOrder must be ascend or descend')),
});
export type RebookPageQuery = z.infer<typeof rebookPageQuery>;

export const rebookRow = z.object({
  orderNo: z.string(),
  pnr: z.string(),
  passengerName: z.string(),
  route: z.string(),
  platformType: z.number().int(),
  orderStatus: z.string(),
  originalFlight: z.string(),
  originalDepTime: z.string(),
  reason: z.enum(REBOOK_REASONS),
  rebookNo: z.string().nullable(),
  rebookStatus: z.enum(REBOOK_STATUSES).nullable(),
});
export type RebookRow = z.output<typeof rebookRow>;
export const rebookPage = pageListOf(rebookRow);
export type RebookPage = z.output<typeof rebookPage>;

const departDateField = z
  .string('departDate is required')
  .trim()
  .refine(isIsoDate, 'departDate must be a date YYYY-MM-DD');
/** The new date of the way back: required for a round-trip order, refused for a one-way one. */
const returnDateField = optional(z.string().trim().refine(isIsoDate, 'returnDate must be a date YYYY-MM-DD'));

/** `GET /orderRebook/detail` and `/orderRebook/flights` params. */
export const rebookOrderQuery = z.object({ orderNo: orderNoField });
export const rebookFlightsQuery = z.object({
  orderNo: orderNoField,
  departDate: departDateField,
  returnDate: returnDateField,
});

export const rebookFlight = z.object({
  flightNo: z.string(),
  dep: z.string(),
  arr: z.string(),
  depTime: z.string(),
  arrTime: z.string(),
});
export type RebookFlight = z.output<typeof rebookFlight>;

/** A flight of the order as the rebook pages show it; `back` marks the way back of a round trip. */
export const rebookSegment = rebookFlight.extend({ back: z.boolean() });
export type RebookSegment = z.output<typeof rebookSegment>;
/** A flight the order holds: `passengerId` names the one passenger who flies it alone (decision 0041). */
const rebookOrderSegment = rebookSegment.extend({ passengerId: z.number().int().nullable() });

/** The chosen itinerary as stored: what the wrapper answered, kept whole. */
export const rebookItinerary = z.object({
  itineraryId: z.string(),
  wrapper: z.string(),
  validatingCarrier: z.string(),
  /** The outbound flights. */
  flights: z.array(rebookFlight),
  /** The flights of the way back of a round trip; absent for a one-way order. */
  returnFlights: z.array(rebookFlight).optional(),
  duration: z.number().int(),
  currency: z.string(),
  total: z.string(),
});
export type RebookItinerary = z.output<typeof rebookItinerary>;

/**
 * What only a rebook knows, kept in its case's details (docs/decisions/0023-case-kernel.md): the
 * chosen itinerary as the airline answered it, the figures of the quote, and the card's brand and
 * last four digits once paid (never the number or the CVV). A rebook not yet priced keeps none.
 */
export const rebookDetails = z.object({
  itinerary: rebookItinerary.nullable().default(null),
  originalTotal: z.string().default('0.00'),
  priceDifference: z.string().default('0.00'),
  penalty: z.string().default('0.00'),
  cardBrand: z.enum(CARD_BRANDS).nullable().default(null),
  cardLast4: z.string().nullable().default(null),
});
export type RebookDetails = z.output<typeof rebookDetails>;

export const rebookCase = z.object({
  rebookNo: z.string(),
  orderNo: z.string(),
  reason: z.enum(REBOOK_REASONS),
  status: z.enum(REBOOK_STATUSES),
  itinerary: rebookItinerary.nullable(),
  originalTotal: z.string(),
  priceDifference: z.string(),
  penalty: z.string(),
  amountDue: z.string(),
  currency: z.string(),
  cardBrand: z.enum(CARD_BRANDS).nullable(),
  cardLast4: z.string().nullable(),
  operator: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type RebookCase = z.output<typeof rebookCase>;

export const rebookDetail = z.object({
  order: z.object({
    orderNo: z.string(),
    pnr: z.string(),
    status: z.string(),
    route: z.string(),
    dep: z.string(),
    arr: z.string(),
    travelType: z.number().int(),
    departTime: z.string(),
    passengerName: z.string(),
    totalPrice: z.string(),
    currency: z.string(),
    airline: z.string(),
  }),
  segments: z.array(rebookOrderSegment),
  passengers: z.array(z.object({ name: z.string(), ageType: z.number().int() })),
  reason: z.enum(REBOOK_REASONS),
  disruption: z.object({ disruptionNo: z.string(), type: z.string(), status: z.string() }).nullable(),
  rebook: rebookCase.nullable(),
});
export type RebookDetail = z.output<typeof rebookDetail>;

export const rebookFlightsResult = z.object({
  itineraries: z.array(taggedItinerary),
  warnings: z.array(supplierWarning),
});
export type RebookFlightsResult = z.output<typeof rebookFlightsResult>;

/** What confirm and cancel answer: the rebook and where it now stands. */
export const rebookStepResult = z.object({
  rebookNo: z.string(),
  orderNo: z.string(),
  status: z.enum(REBOOK_STATUSES),
});
export type RebookStepResult = z.output<typeof rebookStepResult>;

/** What pay answers: the amount charged, and the card's brand and last four (null when nothing was due). */
export const rebookPayResult = rebookStepResult.extend({
  amount: z.string(),
  currency: z.string(),
  cardBrand: z.enum(CARD_BRANDS).nullable(),
  cardLast4: z.string().nullable(),
});
export type RebookPayResult = z.output<typeof rebookPayResult>;

/** `POST /orderRebook/select` JSON. */
export const rebookSelectBody = z.object({
  orderNo: orderNoField,
  departDate: departDateField,
  returnDate: returnDateField,
  itineraryId: z.string('itineraryId is required').trim().min(1, 'itineraryId is required').max(128),
  wrapper: z.string('wrapper is required').trim().min(1, 'wrapper is required').max(64),
});
export type RebookSelectBody = z.infer<typeof rebookSelectBody>;

/** `POST /orderRebook/confirm` and `/orderRebook/cancel` JSON. */
export const rebookNoBody = z.object({ rebookNo: rebookNoField });

/** `POST /orderRebook/pay`: the rebook and, when something is due, the card that pays it. */
export interface CardInput {
  rebookNo: string;
  cardNumber?: string;
  expiry?: string;
  cvv?: string;
  holder?: string;
}

/**
 * `POST /orderRebook/pay` JSON; `now` makes the expiry check testable. The card is needed only when
 * something is due: a rebook with nothing to pay completes with `rebookNo` alone (the server says
 * which amount needs the card when one is missing).
 */
export function rebookPayBody(now: () => Date = () => new Date()) {
  return z.object({
    rebookNo: rebookNoField,
    cardNumber: optionalCard(
      z
        .string('cardNumber is required')
        .trim()
        .min(1, 'cardNumber is required')
        .refine((value) => passesLuhn(value), 'cardNumber fails the check digit'),
    ),
    expiry: optionalCard(
      z
        .string('expiry is required')
        .trim()
        .refine((value) => parseExpiry(value) !== null, 'expiry must be MM/YY')
        .refine(
          (value) => parseExpiry(value) === null || expiryInFuture(value, now()),
          'expiry must be in the future',
        ),
    ),
    cvv: optionalCard(
      z
        .string('cvv is required')
        .trim()
        .regex(/^\d{3,4}$/, 'cvv must be 3 or 4 digits'),
    ),
    holder: optionalCard(
      z
        .string('holder is required')
        .trim()
        .min(1, 'holder is required')
        .max(64, 'holder must be at most 64 characters'),
    ),
  });
}

/** A card field: absent (or empty) when the rebook has nothing to pay. */
function optionalCard<T extends z.ZodType>(field: T) {
  return z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    field.optional(),
  );
}
