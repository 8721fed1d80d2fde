import { z } from 'zod';
import { airlineField, currencyCode, instant, isoDate, money, pnrCode, wrapperAgeType } from './common';

const flightNo = z.string().regex(/^[A-Z0-9]{2}\d{1,4}$/, 'flightNo must be an airline code and 1-4 digits');
const airport = (field: string) =>
  z.string().regex(/^[A-Z]{3}$/, `${field} must be a 3-letter IATA airport code`);

/** The flight and passenger a bag is for (protocol 1.2, docs/wrapper-protocol.md). */
const bagFlight = {
  ...airlineField,
  pnr: pnrCode,
  flightNo,
  dep: airport('dep'),
  arr: airport('arr'),
  depDate: isoDate('depDate'),
  ageType: wrapperAgeType,
};

/** POST /v1/baggage/offers: the bags the airline sells a passenger on one flight. */
export const wrapperBaggageOffersRequest = z.object(bagFlight);
export type WrapperBaggageOffersRequest = z.infer<typeof wrapperBaggageOffersRequest>;

export const WRAPPER_BAG_KINDS = ['CHECKED', 'CABIN'] as const;

export const wrapperBaggageOffer = z.object({
  /** Stable for the same bag on the same flight: `CHECKED-1x23`. */
  offerId: z.string().min(1, 'offerId is required').max(40, 'offerId is at most 40 characters'),
  kind: z.enum(WRAPPER_BAG_KINDS, { error: `kind must be one of ${WRAPPER_BAG_KINDS.join(', ')}` }),
  pieces: z.number().int().min(1, 'pieces must be at least 1'),
  weightKg: z.number().int().min(1, 'weightKg must be at least 1'),
  price: money('price'),
  currency: currencyCode,
});
export type WrapperBaggageOffer = z.infer<typeof wrapperBaggageOffer>;

export const wrapperBaggageOffers = z.object({ offers: z.array(wrapperBaggageOffer) });
export type WrapperBaggageOffers = z.infer<typeof wrapperBaggageOffers>;

/** POST /v1/baggage/issue: the airline issues an EMD for a bag the agency paid. */
export const wrapperBaggageIssueRequest = z.object({
  ...bagFlight,
  offerId: z.string().min(1, 'offerId is required').max(40, 'offerId is at most 40 characters'),
  passengerName: z
    .string()
    .min(1, 'passengerName is required')
    .max(80, 'passengerName is at most 80 characters'),
  /** The agency's case number, echoed: asking again with it answers the same EMD. */
  reference: z.string().min(1, 'reference is required').max(32, 'reference is at most 32 characters'),
  amount: money('amount'),
  currency: currencyCode,
});
export type WrapperBaggageIssueRequest = z.infer<typeof wrapperBaggageIssueRequest>;

export const wrapperBaggageIssue = z.object({
  emdNumber: z.string().regex(/^\d{13}$/, 'emdNumber must be 13 digits'),
  reference: z.string(),
  issuedAt: instant('issuedAt'),
});
export type WrapperBaggageIssue = z.infer<typeof wrapperBaggageIssue>;
