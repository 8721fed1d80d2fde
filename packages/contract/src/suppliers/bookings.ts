import { z } from 'zod';
import { airlineCode, airlineField, instant, pnrCode } from './common';

export const wrapperAirline = z.object({
  code: airlineCode('code'),
  name: z.string().min(1, 'name is required'),
});
export type WrapperAirline = z.infer<typeof wrapperAirline>;

/**
 * GET /v1/health: version is the protocol version the wrapper implements. `airline` is the wrapper's
 * own airline; `airlines` (1.1) every airline it serves, its own included; a 1.0 wrapper serves only
 * its own.
 */
export const wrapperHealth = z.object({
  status: z.enum(['up', 'down']),
  airline: wrapperAirline,
  airlines: z.array(wrapperAirline).max(100, 'airlines must hold at most 100 airlines').optional(),
  version: z.string().regex(/^\d+\.\d+\.\d+$/, 'version must be a semantic version such as 1.0.0'),
});
export type WrapperHealth = z.infer<typeof wrapperHealth>;

/** Every airline a wrapper serves: its own first, then the others its health names, each once. */
export function servedAirlines(health: WrapperHealth): WrapperAirline[] {
  const served = [health.airline];
  for (const airline of health.airlines ?? [])
    if (!served.some((known) => known.code === airline.code)) served.push(airline);
  return served;
}

export const wrapperBookingStatusValue = z.enum(['CONFIRMED', 'TICKETED', 'SCHEDULE_CHANGED', 'CANCELLED']);
export type WrapperBookingStatusValue = z.infer<typeof wrapperBookingStatusValue>;

/** POST /v1/bookings/reconfirm */
export const wrapperReconfirmRequest = z.object({ pnr: pnrCode, ...airlineField });
export type WrapperReconfirmRequest = z.infer<typeof wrapperReconfirmRequest>;

export const wrapperReconfirmation = z.object({
  pnr: pnrCode,
  status: wrapperBookingStatusValue,
  reconfirmedAt: instant('reconfirmedAt'),
});
export type WrapperReconfirmation = z.infer<typeof wrapperReconfirmation>;

/** GET /v1/bookings/{pnr}/status */
export const wrapperBookingStatus = z.object({
  pnr: pnrCode,
  status: wrapperBookingStatusValue,
  updatedAt: instant('updatedAt'),
});
export type WrapperBookingStatus = z.infer<typeof wrapperBookingStatus>;
