import { z } from 'zod';

/** Building blocks of the airline wrapper protocol (docs/wrapper-protocol.md). */

/**
 * 1.1.0 added what a consolidator needs: health's `airlines` and the `airline` of every booking call;
 * 1.2.0 the optional baggage calls (offers, EMD issue); 1.3.0 the optional seat calls (map, purchase).
 */
export const WRAPPER_PROTOCOL_VERSION = '1.3.0';

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isCalendarDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export const iataCode = (field: string) =>
  z.string().regex(/^[A-Z]{3}$/, `${field} must be a 3-letter IATA airport code in capitals`);

export const isoDate = (field: string) =>
  z.string().refine(isCalendarDate, `${field} must be a date YYYY-MM-DD`);

/** Airport-local time of a flight, 'YYYY-MM-DD HH:mm'. */
export const localDateTime = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d$/, `${field} must be a local time YYYY-MM-DD HH:mm`);

/** An instant, ISO 8601 with an offset ('2030-03-12T09:30:00Z'). */
export const instant = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be an ISO 8601 date-time` });

/** A non-negative amount with at most 2 decimals; its currency travels beside it. */
export const money = (field: string) =>
  z
    .number()
    .nonnegative(`${field} must not be negative`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${field} must have at most 2 decimals`);

export const currencyCode = z.string().regex(/^[A-Z]{3}$/, 'currency must be a 3-letter ISO 4217 code');

/** The demo airline prices in whole cents; the protocol sends the amount. */
export const fromCents = (cents: number): number => cents / 100;

export const wrapperCabin = z.enum(['economy', 'premium', 'business', 'first'], {
  error: 'cabin must be one of economy, premium, business, first',
});
export type WrapperCabin = z.infer<typeof wrapperCabin>;

/** Passenger age types, as the console's orders number them. */
export const WrapperAgeType = { ADULT: 0, CHILD: 1, INFANT: 2 } as const;
export const wrapperAgeType = z.union([z.literal(0), z.literal(1), z.literal(2)], {
  error: 'ageType must be 0 (adult), 1 (child) or 2 (infant)',
});
export type WrapperAgeTypeValue = z.infer<typeof wrapperAgeType>;

export const MAX_SEATED_PASSENGERS = 9;

export const wrapperPassengerCounts = z
  .object({
    adults: z.number().int('adults must be a whole number').min(1, 'adults must be at least 1'),
    children: z
      .number()
      .int('children must be a whole number')
      .min(0, 'children must not be negative')
      .default(0),
    infants: z
      .number()
      .int('infants must be a whole number')
      .min(0, 'infants must not be negative')
      .default(0),
  })
  .refine((p) => p.adults + p.children <= MAX_SEATED_PASSENGERS, {
    message: `children plus adults must be at most ${MAX_SEATED_PASSENGERS}`,
    path: ['children'],
  })
  .refine((p) => p.infants <= p.adults, { message: 'infants must not outnumber adults', path: ['infants'] });
export type WrapperPassengerCounts = z.infer<typeof wrapperPassengerCounts>;

/** A 2-character airline code ('DA'), also the prefix of its flight numbers. */
export const airlineCode = (field: string) =>
  z.string().regex(/^[A-Z0-9]{2}$/, `${field} must be a 2-character airline code`);

/**
 * Which airline a call concerns, for a wrapper that serves several (a consolidator). Optional: a
 * wrapper takes its own airline (health's `airline`) when it is absent, so 1.0 clients stay valid.
 */
export const airlineField = { airline: airlineCode('airline').optional() };

export const pnrCode = z.string().regex(/^[A-Z0-9]{6}$/, 'pnr must be 6 capital letters or digits');

/** Every refusal a wrapper answers: HTTP 4xx/5xx with this body. */
export const wrapperErrorBody = z.object({
  error: z.object({ code: z.string().min(1), message: z.string().min(1) }),
});
export type WrapperErrorBody = z.infer<typeof wrapperErrorBody>;
