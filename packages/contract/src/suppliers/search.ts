import { z } from 'zod';
import { amountText, toCents } from '../money';
import {
  airlineField,
  currencyCode,
  iataCode,
  isoDate,
  localDateTime,
  money,
  wrapperAgeType,
  wrapperCabin,
  wrapperPassengerCounts,
} from './common';

/** POST /v1/flights/search */
export const wrapperSearchRequest = z
  .object({
    ...airlineField,
    origin: iataCode('origin'),
    destination: iataCode('destination'),
    departDate: isoDate('departDate'),
    returnDate: isoDate('returnDate').optional(),
    passengers: wrapperPassengerCounts,
    cabin: wrapperCabin.default('economy'),
  })
  .refine((r) => r.origin !== r.destination, {
    message: 'destination must differ from origin',
    path: ['destination'],
  })
  .refine((r) => r.returnDate === undefined || r.returnDate >= r.departDate, {
    message: 'returnDate must not be before departDate',
    path: ['returnDate'],
  });
export type WrapperSearchRequest = z.input<typeof wrapperSearchRequest>;
export type WrapperSearchCriteria = z.output<typeof wrapperSearchRequest>;

export const wrapperSegment = z.object({
  flightNo: z.string().regex(/^[A-Z0-9]{2}\d{1,4}$/, 'flightNo must be a carrier code and 1 to 4 digits'),
  carrier: z.string().regex(/^[A-Z0-9]{2}$/, 'carrier must be a 2-character airline code'),
  dep: iataCode('dep'),
  arr: iataCode('arr'),
  depTime: localDateTime('depTime'),
  arrTime: localDateTime('arrTime'),
  duration: z.number().int('duration must be whole minutes').positive('duration must be positive'),
  aircraft: z.string(),
  cabin: wrapperCabin,
  fareBasis: z.string().min(1, 'fareBasis is required'),
});
export type WrapperSegment = z.infer<typeof wrapperSegment>;

/** One direction of travel; duration counts minutes from first departure to last arrival. */
export const wrapperJourney = z.object({
  segments: z.array(wrapperSegment).min(1, 'segments must hold at least one segment'),
  duration: z.number().int('duration must be whole minutes').positive('duration must be positive'),
});
export type WrapperJourney = z.infer<typeof wrapperJourney>;

/** The price of ONE passenger of this age type; count says how many travel. */
export const wrapperPassengerFare = z
  .object({
    ageType: wrapperAgeType,
    count: z.number().int('count must be a whole number').min(1, 'count must be at least 1'),
    base: money('base'),
    taxes: money('taxes'),
    total: money('total'),
  })
  .refine(
    (f) => toCents(amountText(f.base)) + toCents(amountText(f.taxes)) === toCents(amountText(f.total)),
    {
      message: 'total must equal base plus taxes',
      path: ['total'],
    },
  );
export type WrapperPassengerFare = z.infer<typeof wrapperPassengerFare>;

export const wrapperFares = z
  .object({
    currency: currencyCode,
    perPassenger: z.array(wrapperPassengerFare).min(1, 'perPassenger must hold at least one fare'),
    total: money('total'),
  })
  .refine(
    (f) =>
      f.perPassenger.reduce((sum, p) => sum + BigInt(p.count) * toCents(amountText(p.total)), 0n) ===
      toCents(amountText(f.total)),
    {
      message: 'total must equal the sum of each passenger fare times its count',
      path: ['total'],
    },
  );
export type WrapperFares = z.infer<typeof wrapperFares>;

/** Penalties are per seated passenger (adult or child) in the fares' currency; null when not allowed. */
export const wrapperFareRules = z.object({
  changeable: z.boolean(),
  refundable: z.boolean(),
  changePenalty: money('changePenalty').nullable(),
  refundPenalty: money('refundPenalty').nullable(),
});
export type WrapperFareRules = z.infer<typeof wrapperFareRules>;

export const wrapperItinerary = z.object({
  id: z.string().min(1, 'id is required'),
  validatingCarrier: z
    .string()
    .regex(/^[A-Z0-9]{2}$/, 'validatingCarrier must be a 2-character airline code'),
  outbound: wrapperJourney,
  inbound: wrapperJourney.optional(),
  fares: wrapperFares,
  seatsLeft: z.number().int('seatsLeft must be a whole number').min(0, 'seatsLeft must not be negative'),
  fareRules: wrapperFareRules,
});
export type WrapperItinerary = z.infer<typeof wrapperItinerary>;

export const wrapperSearchResponse = z.object({
  itineraries: z.array(wrapperItinerary),
  currency: currencyCode,
});
export type WrapperSearchResponse = z.infer<typeof wrapperSearchResponse>;

/** What went wrong with one wrapper; the others' answers still count. */
export const supplierErrorKind = z.enum(['timeout', 'unreachable', 'bad-answer', 'refused']);
export type SupplierErrorKind = z.infer<typeof supplierErrorKind>;

export const supplierWarning = z.object({
  wrapperName: z.string(),
  kind: supplierErrorKind,
  message: z.string(),
});
export type SupplierWarning = z.output<typeof supplierWarning>;

/** An itinerary of the merged answer, tagged with the wrapper that offered it. */
export const taggedItinerary = wrapperItinerary.extend({ wrapperName: z.string() });
export type TaggedItinerary = WrapperItinerary & { wrapperName: string };

export interface MergedFlightSearch {
  itineraries: TaggedItinerary[];
  warnings: SupplierWarning[];
}
