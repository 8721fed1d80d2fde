import { wrapperFareRulesAnswer } from './suppliers';
import { z } from 'zod';

/** `POST /airline/policy/details`: the order's fare rules as its airline states them, and who answered. */
export const airlinePolicy = wrapperFareRulesAnswer.extend({
  orderNo: z.string(),
  airline: z.string(),
  /** The wrapper that answered ('Demo Air'). */
  answeredBy: z.string(),
});
export type AirlinePolicy = z.output<typeof airlinePolicy>;
