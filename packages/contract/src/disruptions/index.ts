import { z } from 'zod';
import { wholeNumber } from '../fields';
import { pageListOf, pageQuery } from '../pagination';
import { blankToUndefined, isIsoDate, isIsoDateOrDateTime } from '../orders/fields';

/** Flight disruption statuses (docs/domain.md "Flight disruptions"); their moves are DISRUPTION_CASE. */
export const DISRUPTION_STATUSES = [
  'DETECTED',
  'NOTIFIED',
  'AWAITING_DECISION',
  'ACCEPTED',
  'REBOOKED',
  'INVOLUNTARY_REFUND',
  'CLOSED',
] as const;
export type DisruptionStatus = (typeof DISRUPTION_STATUSES)[number];

/** The decided statuses: the compensation check happens here, before CLOSED. */
export const DISRUPTION_DECIDED: readonly DisruptionStatus[] = ['ACCEPTED', 'REBOOKED', 'INVOLUNTARY_REFUND'];

export const DISRUPTION_TYPES = ['SCHEDULE_CHANGE', 'CANCELLATION', 'DELAY'] as const;
export type DisruptionType = (typeof DISRUPTION_TYPES)[number];

export const DISRUPTION_SORT_FIELDS = ['flightDate', 'detectedAt', 'delayMinutes'] as const;
export type DisruptionSortField = (typeof DISRUPTION_SORT_FIELDS)[number];

export const DISRUPTION_NOTE_MAX = 500;
export const DISRUPTION_REASON_MAX = 200;
/** A delay longer than two days is recorded as a cancellation. */
export const DISRUPTION_DELAY_MAX = 2880;

const optional = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema.optional());
const dateField = (field: string) =>
  z.string(`${field} is required`).trim().refine(isIsoDate, `${field} must be a date YYYY-MM-DD`);
const idField = wholeNumber('id');
const airlineField = z
  .string('airline is required')
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2}$/, 'airline must be a 2-character IATA code');
const noteField = z.preprocess(
  (value) => (value === null || value === undefined ? '' : value),
  z
    .string('note must be a text')
    .trim()
    .max(DISRUPTION_NOTE_MAX, `note must be at most ${DISRUPTION_NOTE_MAX} characters`),
);

/** `GET /flightDisruption/pageList` params. */
export const disruptionPageQuery = pageQuery.extend({
  status: optional(z.enum(DISRUPTION_STATUSES, `status must be one of ${DISRUPTION_STATUSES.join(', ')}`)),
  type: optional(z.enum(DISRUPTION_TYPES, `type must be one of ${DISRUPTION_TYPES.join(', ')}`)),
  airline: optional(airlineField),
  flightNo: optional(z.string().trim().toUpperCase().max(8, 'flightNo must be at most 8 characters')),
  startDate: optional(dateField('startDate')),
  endDate: optional(dateField('endDate')),
  sortField: optional(
    z.enum(DISRUPTION_SORT_FIELDS, `sortField must be one of ${DISRUPTION_SORT_FIELDS.join(', ')}`),
  ),
  sortOrder: optional(z.enum(['ascend', 'descend'], 'sortOrder must be ascend or descend')),
});
export type DisruptionPageQuery = z.infer<typeof disruptionPageQuery>;

/** `GET /flightDisruption/detail` params. */
export const disruptionIdQuery = z.object({ id: idField });

/** `POST /flightDisruption/add` JSON: the server finds the flight and its orders. */
export const disruptionAddBody = z
  .object({
    type: z.enum(DISRUPTION_TYPES, `type must be one of ${DISRUPTION_TYPES.join(', ')}`),
    airline: airlineField,
    flightNo: z
      .string('flightNo is required')
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9]{1,8}$/, 'flightNo must be letters and digits, at most 8'),
    flightDate: dateField('flightDate'),
    /** SCHEDULE_CHANGE: the new departure, airport-local 'YYYY-MM-DD HH:mm:ss'. */
    newDepTime: optional(
      z
        .string()
        .trim()
        .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'newDepTime must be a date-time YYYY-MM-DD HH:mm:ss')
        .refine(isIsoDateOrDateTime, 'newDepTime must be a date-time YYYY-MM-DD HH:mm:ss'),
    ),
    /** DELAY: minutes late. */
    delayMinutes: optional(wholeNumber('delayMinutes', { max: DISRUPTION_DELAY_MAX })),
    reason: z.preprocess(
      (value) => (value === null || value === undefined ? '' : value),
      z
        .string('reason must be a text')
        .trim()
        .max(DISRUPTION_REASON_MAX, `reason must be at most ${DISRUPTION_REASON_MAX} characters`),
    ),
  })
  .superRefine((body, ctx) => {
    if (body.type === 'SCHEDULE_CHANGE' && !body.newDepTime)
      ctx.addIssue({
        code: 'custom',
        path: ['newDepTime'],
        message: 'newDepTime is required for a schedule change',
      });
    if (body.type === 'DELAY' && body.delayMinutes === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['delayMinutes'],
        message: 'delayMinutes is required for a delay',
      });
  });
export type DisruptionAddBody = z.infer<typeof disruptionAddBody>;

/** `POST /flightDisruption/transition` JSON. */
export const disruptionTransitionBody = z.object({
  id: idField,
  to: z.enum(DISRUPTION_STATUSES, `to must be one of ${DISRUPTION_STATUSES.join(', ')}`),
  note: noteField,
});
export type DisruptionTransitionBody = z.infer<typeof disruptionTransitionBody>;

/** `POST /flightDisruption/compensationCheck` JSON: amount per passenger in EUR, the suggestion if absent. */
export const disruptionCompensationBody = z
  .object({
    id: idField,
    eligible: z.boolean('eligible must be true or false'),
    amount: optional(
      z
        .number('amount must be a number')
        .min(0, 'amount must be at least 0')
        .max(10_000, 'amount must be at most 10000')
        .refine((value) => Math.round(value * 100) === value * 100, 'amount must have at most 2 decimals'),
    ),
    note: noteField,
  })
  .superRefine((body, ctx) => {
    if (!body.eligible && body.note === '')
      ctx.addIssue({
        code: 'custom',
        path: ['note'],
        message: 'note is required: say why it is not eligible',
      });
  });
export type DisruptionCompensationBody = z.infer<typeof disruptionCompensationBody>;

const disruptionStatus = z.enum(DISRUPTION_STATUSES);

/** A row of `GET /flightDisruption/pageList`. Times are airport-local 'YYYY-MM-DD HH:mm:ss'. */
export const disruptionRow = z.object({
  id: z.number().int(),
  disruptionNo: z.string(),
  type: z.enum(DISRUPTION_TYPES),
  airline: z.string(),
  flightNo: z.string(),
  flightDate: z.string(),
  dep: z.string(),
  arr: z.string(),
  originalDepTime: z.string(),
  originalArrTime: z.string(),
  newDepTime: z.string(),
  newArrTime: z.string(),
  delayMinutes: z.number().int(),
  reason: z.string(),
  status: disruptionStatus,
  compensationChecked: z.boolean(),
  compensationEligible: z.boolean().nullable(),
  /** Per passenger, EUR, 2 decimals. */
  compensationAmount: z.number().nullable(),
  compensationNote: z.string(),
  affectedOrders: z.number().int(),
  affectedPassengers: z.number().int(),
  detectedAt: z.string(),
  updatedAt: z.string(),
});
export type DisruptionRow = z.output<typeof disruptionRow>;

export const disruptionPassenger = z.object({
  id: z.number().int(),
  name: z.string(),
  ageType: z.number().int(),
  ticketNo: z.string(),
});
export type DisruptionPassenger = z.output<typeof disruptionPassenger>;

export const disruptionOrder = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  platformType: z.number().int(),
  status: z.string(),
  pnr: z.string(),
  route: z.string(),
  passengers: z.array(disruptionPassenger),
});
export type DisruptionOrder = z.output<typeof disruptionOrder>;

export const disruptionHistoryEntry = z.object({
  createTime: z.string(),
  operator: z.string(),
  fromStatus: disruptionStatus.nullable(),
  toStatus: disruptionStatus,
  /** As written: the operator's reason, or a compensation check's sentence in English. */
  note: z.string(),
  /** A check's sentence as a catalog code and params (decision 0033), rendered in the reader's language. */
  noteCode: z.string().optional(),
  noteParams: z.record(z.string(), z.string()).optional(),
});
export type DisruptionHistoryEntry = z.output<typeof disruptionHistoryEntry>;

/** The EU261 band as a suggestion (docs/domain.md "Compensation"); per passenger in EUR. */
export const compensationSuggestion = z.object({
  distanceKm: z.number().nullable(),
  eligible: z.boolean(),
  amount: z.number(),
  currency: z.literal('EUR'),
});
export type CompensationSuggestion = z.output<typeof compensationSuggestion>;

export const disruptionDetail = z.object({
  disruption: disruptionRow,
  orders: z.array(disruptionOrder),
  history: z.array(disruptionHistoryEntry),
  allowedTransitions: z.array(disruptionStatus),
  suggestion: compensationSuggestion,
});
export type DisruptionDetail = z.output<typeof disruptionDetail>;

export const disruptionPage = pageListOf(disruptionRow);
export type DisruptionPage = z.output<typeof disruptionPage>;

/** `data` of `POST /flightDisruption/add`: the new disruption, DETECTED. */
export const disruptionAdded = z.object({ id: z.number().int(), disruptionNo: z.string() });
export type DisruptionAdded = z.output<typeof disruptionAdded>;
