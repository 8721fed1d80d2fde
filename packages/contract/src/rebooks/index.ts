import { z } from 'zod';
import { blankToUndefined, isIsoDate } from '../orders/fields';
import { pageQuery, type PageList } from '../pagination';
import type { SupplierWarning, TaggedItinerary } from '../suppliers';
import { expiryInFuture, parseExpiry, passesLuhn, type CardBrand } from './card';

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

export interface RebookRow {
  orderNo: string;
  pnr: string;
  passengerName: string;
  route: string;
  platformType: number;
  orderStatus: string;
  originalFlight: string;
  originalDepTime: string;
  reason: RebookReason;
  rebookNo: string | null;
  rebookStatus: RebookStatus | null;
}
export type RebookPage = PageList<RebookRow>;

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

export interface RebookFlight {
  flightNo: string;
  dep: string;
  arr: string;
  depTime: string;
  arrTime: string;
}

/** A flight of the order as the rebook pages show it; `back` marks the way back of a round trip. */
export interface RebookSegment extends RebookFlight {
  back: boolean;
}

/** The chosen itinerary as stored: what the wrapper answered, kept whole. */
export interface RebookItinerary {
  itineraryId: string;
  wrapper: string;
  validatingCarrier: string;
  /** The outbound flights. */
  flights: RebookFlight[];
  /** The flights of the way back of a round trip; absent for a one-way order. */
  returnFlights?: RebookFlight[];
  duration: number;
  currency: string;
  total: string;
}

export interface RebookCase {
  rebookNo: string;
  orderNo: string;
  reason: RebookReason;
  status: RebookStatus;
  itinerary: RebookItinerary | null;
  originalTotal: string;
  priceDifference: string;
  penalty: string;
  amountDue: string;
  currency: string;
  cardBrand: CardBrand | null;
  cardLast4: string | null;
  operator: string;
  createdAt: string;
  updatedAt: string;
}

export interface RebookDetail {
  order: {
    orderNo: string;
    pnr: string;
    status: string;
    route: string;
    dep: string;
    arr: string;
    travelType: number;
    departTime: string;
    passengerName: string;
    totalPrice: string;
    currency: string;
    airline: string;
  };
  segments: RebookSegment[];
  passengers: { name: string; ageType: number }[];
  reason: RebookReason;
  disruption: { disruptionNo: string; type: string; status: string } | null;
  rebook: RebookCase | null;
}

export interface RebookFlightsResult {
  itineraries: TaggedItinerary[];
  warnings: SupplierWarning[];
}

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
