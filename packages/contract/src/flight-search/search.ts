import { z } from 'zod';
import { MAX_SEATED_PASSENGERS, isoDate, supplierWarning, taggedItinerary, wrapperCabin } from '../suppliers';

export const TRIP_TYPES = ['oneWay', 'roundTrip'] as const;
export type TripType = (typeof TRIP_TYPES)[number];

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const airportCode = (field: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.string().regex(/^[A-Z]{3}$/, `${field} must be a 3-letter IATA airport code`),
  );

const count = (field: string, min: number) =>
  z
    .number()
    .int(`${field} must be a whole number`)
    .min(min, `${field} must be at least ${min}`)
    .max(MAX_SEATED_PASSENGERS, `${field} must be at most ${MAX_SEATED_PASSENGERS}`);

/**
 * `POST /flight/search` JSON. Whether a date lies in the past depends on the business time zone,
 * so the server checks that; everything else is here, for the form and the route alike.
 */
export const flightSearchRequest = z
  .object({
    origin: airportCode('origin'),
    destination: airportCode('destination'),
    tripType: z.enum(TRIP_TYPES, { error: 'tripType must be oneWay or roundTrip' }),
    departDate: isoDate('departDate'),
    returnDate: z.preprocess(blankToUndefined, isoDate('returnDate').optional()),
    adults: count('adults', 1),
    children: count('children', 0).default(0),
    infants: count('infants', 0).default(0),
    cabin: wrapperCabin.default('economy'),
  })
  .superRefine((r, ctx) => {
    if (r.origin === r.destination)
      ctx.addIssue({ code: 'custom', path: ['destination'], message: 'destination must differ from origin' });
    if (r.tripType === 'roundTrip' && r.returnDate === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['returnDate'],
        message: 'returnDate is required for a round trip',
      });
    if (r.tripType === 'roundTrip' && r.returnDate !== undefined && r.returnDate < r.departDate)
      ctx.addIssue({
        code: 'custom',
        path: ['returnDate'],
        message: 'returnDate must not be before departDate',
      });
    if (r.adults + r.children > MAX_SEATED_PASSENGERS)
      ctx.addIssue({
        code: 'custom',
        path: ['children'],
        message: `adults plus children must be at most ${MAX_SEATED_PASSENGERS} seated passengers`,
      });
    if (r.infants > r.adults)
      ctx.addIssue({ code: 'custom', path: ['infants'], message: 'infants must not outnumber adults' });
  });
export type FlightSearchRequest = z.input<typeof flightSearchRequest>;
export type FlightSearchCriteria = z.output<typeof flightSearchRequest>;

/** Every online wrapper's itineraries, merged, and a warning for each wrapper that gave none. */
export const flightSearchResult = z.object({
  itineraries: z.array(taggedItinerary),
  warnings: z.array(supplierWarning),
  /** Names of the online wrappers that were asked. */
  wrappers: z.array(z.string()),
});
export type FlightSearchResult = z.output<typeof flightSearchResult>;

/** An airport the search form offers (`GET /flight/airports`); any other IATA code can be typed. */
export const flightAirport = z.object({
  code: z.string(),
  name: z.string(),
  city: z.string(),
  country: z.string(),
});
export type FlightAirport = z.output<typeof flightAirport>;
