import { z } from 'zod';
import { wholeNumber } from '../fields';
import { pageQuery } from '../pagination';
import { answerDateTime } from '../users';
import { WRAPPER_URL_MESSAGES, wrapperUrlProblem } from './wrapper-url';

/** Airline wrapper records (spec section 3 "Airline": Name, Status online/offline, wrapperurl). */
export const WRAPPER_STATUSES = ['online', 'offline'] as const;
export type WrapperStatus = (typeof WRAPPER_STATUSES)[number];
export const WRAPPER_NAME_MAX = 64;

const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const lowerCase = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** From params, a form or JSON; absent or blank reads as missing rather than as 0. */
const wrapperId = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  wholeNumber('id'),
);

export const wrapperStatusField = z.preprocess(
  lowerCase,
  z.enum(WRAPPER_STATUSES, { error: 'status must be online or offline' }),
);

export const wrapperNameField = z
  .string()
  .trim()
  .min(1, 'name is required')
  .max(WRAPPER_NAME_MAX, `name must be at most ${WRAPPER_NAME_MAX} characters`);

export const wrapperUrlField = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = wrapperUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: WRAPPER_URL_MESSAGES[problem] });
  });

/** `POST /wrapper/add` params (or a form or JSON body). */
export const wrapperAddInput = z.object({
  name: wrapperNameField,
  wrapperurl: wrapperUrlField,
  status: wrapperStatusField,
});
export type WrapperAddInput = z.infer<typeof wrapperAddInput>;

/** `POST /wrapper/edit` JSON: the whole record. */
export const wrapperEditInput = wrapperAddInput.extend({ id: wrapperId });
export type WrapperEditInput = z.infer<typeof wrapperEditInput>;

/** `POST /wrapper/editStatus` params: switch one wrapper online or offline. */
export const wrapperStatusInput = z.object({ id: wrapperId, status: wrapperStatusField });
export type WrapperStatusInput = z.infer<typeof wrapperStatusInput>;

/** `POST /wrapper/del` and `POST /wrapper/testConnection` params. */
export const wrapperIdInput = z.object({ id: wrapperId });
export type WrapperIdInput = z.infer<typeof wrapperIdInput>;

/** `POST /wrapper/selectAllOrId` form: a page of every wrapper, or only the one with `id`. */
export const wrapperListQuery = pageQuery.extend({
  id: z.preprocess(blankToUndefined, wrapperId.optional()),
  name: z.preprocess(
    blankToUndefined,
    z.string().trim().max(WRAPPER_NAME_MAX, `name must be at most ${WRAPPER_NAME_MAX} characters`).optional(),
  ),
  status: z.preprocess(blankToUndefined, wrapperStatusField.optional()),
});
export type WrapperListQuery = z.infer<typeof wrapperListQuery>;

const airline = z.object({ code: z.string(), name: z.string() });

/** What the last "Test connection" found: the airline that answered and how long it took, or why not. */
export const wrapperTestResult = z.object({
  ok: z.boolean(),
  /** The airline the wrapper's /v1/health answered for; null when it did not answer. */
  airline: airline.nullable(),
  /** Every airline it serves, its own first (more than one for a consolidator); empty when it did not answer. */
  airlines: z.array(airline),
  version: z.string().nullable(),
  elapsedMs: z.number().int(),
  message: z.string(),
  testedTime: answerDateTime,
});
export type WrapperTestResult = z.output<typeof wrapperTestResult>;

export const wrapperRow = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.enum(WRAPPER_STATUSES),
  wrapperurl: z.string(),
  createdTime: answerDateTime,
  updatedTime: answerDateTime,
  /** null: never tested, or the URL changed since. */
  lastTest: wrapperTestResult.nullable(),
});
export type WrapperRow = z.output<typeof wrapperRow>;

/** Spec section 3: the airline list answers `list` and `totalRecords`. */
export const wrapperPage = z.object({ list: z.array(wrapperRow), totalRecords: z.number().int() });
export type WrapperPage = z.output<typeof wrapperPage>;
