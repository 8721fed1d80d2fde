import { z } from 'zod';
import { instant, pnrCode } from './common';

/** GET /v1/health: version is the protocol version the wrapper implements. */
export const wrapperHealth = z.object({
  status: z.enum(['up', 'down']),
  airline: z.object({
    code: z.string().regex(/^[A-Z0-9]{2}$/, 'code must be a 2-character airline code'),
    name: z.string().min(1, 'name is required'),
  }),
  version: z.string().regex(/^\d+\.\d+\.\d+$/, 'version must be a semantic version such as 1.0.0'),
});
export type WrapperHealth = z.infer<typeof wrapperHealth>;

export const wrapperBookingStatusValue = z.enum(['CONFIRMED', 'TICKETED', 'SCHEDULE_CHANGED', 'CANCELLED']);
export type WrapperBookingStatusValue = z.infer<typeof wrapperBookingStatusValue>;

/** POST /v1/bookings/reconfirm */
export const wrapperReconfirmRequest = z.object({ pnr: pnrCode });
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
