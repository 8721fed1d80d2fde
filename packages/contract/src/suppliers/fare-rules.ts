import { z } from 'zod';
import { airlineField, currencyCode, money } from './common';
import { wrapperBookedSegment } from './quotes';

/** POST /v1/fare-rules: the airline's change and refund rules of the fares of booked flights. */
export const wrapperFareRulesRequest = z.object({
  ...airlineField,
  segments: z
    .array(wrapperBookedSegment)
    .min(1, 'segments must hold at least one segment')
    .max(4, 'segments must hold at most 4 segments'),
});
export type WrapperFareRulesRequest = z.input<typeof wrapperFareRulesRequest>;

export const wrapperSegmentRules = z.object({
  flightNo: z.string(),
  fareBasis: z.string(),
  /** The fare family as the airline names it: saver, standard, flex ... */
  family: z.string(),
  changeable: z.boolean(),
  refundable: z.boolean(),
  /** Per seated passenger; null when the fare does not allow it. */
  changePenalty: money('changePenalty').nullable(),
  refundPenalty: money('refundPenalty').nullable(),
});

export const wrapperFareRulesAnswer = z.object({
  segments: z.array(wrapperSegmentRules),
  currency: currencyCode,
  /** Rules in words: what no-show, name changes ... cost. */
  notes: z.array(z.string()),
});
export type WrapperFareRulesAnswer = z.infer<typeof wrapperFareRulesAnswer>;
