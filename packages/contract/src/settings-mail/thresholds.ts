import { z } from 'zod';
import { pageQuery } from '../pagination';
import { amountField, MAX_BALANCE_AMOUNT } from '../money-limits';
import { blankAsAbsent, currencyField, platformTypeField, positiveId, sortOrderField } from './fields';

export const THRESHOLD_SORT_FIELDS = ['currency', 'balance', 'warningThreshold', 'createTime'] as const;
export type ThresholdSortField = (typeof THRESHOLD_SORT_FIELDS)[number];
export const ADJUSTMENT_REMARK_MAX = 64;

const warningThreshold = amountField('warningThreshold', { sign: 'nonNegative', max: MAX_BALANCE_AMOUNT });

/**
 * `GET /threshold/pageList` params. A user with a platform sees its thresholds; a user without one
 * sees every platform's, or those of `platformType`.
 */
export const thresholdPageQuery = pageQuery.extend({
  currency: z.preprocess(
    blankAsAbsent,
    z
      .string()
      .trim()
      .max(3, 'currency must be at most 3 characters')
      .transform((value) => value.toUpperCase())
      .optional(),
  ),
  platformType: platformTypeField,
  sortField: z.preprocess(blankAsAbsent, z.enum(THRESHOLD_SORT_FIELDS).optional()),
  sortOrder: sortOrderField,
});
export type ThresholdPageQuery = z.infer<typeof thresholdPageQuery>;

/**
 * `POST /threshold/add` JSON: one threshold per account (platform and currency). `platformType` is
 * required of a user without a platform and must be one's own otherwise.
 */
export const thresholdAddBody = z.object({
  currency: currencyField,
  warningThreshold,
  platformType: platformTypeField,
});
export type ThresholdAddBody = z.infer<typeof thresholdAddBody>;

/** `POST /threshold/update` JSON: only the amount changes; another currency is another threshold. */
export const thresholdUpdateBody = z.object({ id: positiveId('id'), warningThreshold });
export type ThresholdUpdateBody = z.infer<typeof thresholdUpdateBody>;

/** `GET /threshold/delete` params. */
export const thresholdDeleteQuery = z.object({ id: positiveId('id') });

/** A date-time as the API sends it: 'YYYY-MM-DD HH:mm:ss' in the business time zone. */
const apiDateTime = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

/** A row of `GET /threshold/pageList` (spec section 3 "Threshold"). */
export const thresholdRow = z.object({
  id: z.number().int(),
  platformType: z.number().int(),
  currency: z.string(),
  /**
   * The account's current balance, from the ledger; null for a caller whose platform hides the balance
   * (spec section 6: edreams sees the warning level and the state, not the amount).
   */
  balance: z.number().nullable(),
  warningThreshold: z.number(),
  /** balance < warningThreshold. */
  belowThreshold: z.boolean(),
  /** The mail of the current drop below the threshold has been written to the outbox. */
  warningSent: z.boolean(),
  createTime: apiDateTime,
  updateTime: apiDateTime,
});
export type ThresholdRow = z.infer<typeof thresholdRow>;

/** What the browser sends to add a threshold. */
export interface ThresholdInput {
  currency: string;
  warningThreshold: number;
  platformType?: number;
}

/** `GET /threshold/accounts`: the accounts the user may set a threshold on or adjust. */
export const thresholdAccount = z.object({
  platformType: z.number().int(),
  currency: z.string(),
  hasThreshold: z.boolean(),
});
export type ThresholdAccount = z.infer<typeof thresholdAccount>;

/**
 * `POST /userTransactionRecord/adjust` JSON: a signed ADJUSTMENT ledger entry on the account of the
 * user's platform (or of `platformType`, which a user without a platform must name).
 */
export const balanceAdjustBody = z.object({
  currency: currencyField,
  amount: amountField('amount', { sign: 'signed', max: MAX_BALANCE_AMOUNT }),
  remark: z
    .string('remark is required')
    .trim()
    .min(1, 'remark is required')
    .max(ADJUSTMENT_REMARK_MAX, `remark must be at most ${ADJUSTMENT_REMARK_MAX} characters`),
  platformType: platformTypeField,
});
export type BalanceAdjustBody = z.infer<typeof balanceAdjustBody>;

export interface BalanceAdjustInput {
  currency: string;
  amount: number;
  remark: string;
  platformType?: number;
}

/** The entry written by an adjustment and the balance after it (null where the balance is hidden). */
export const balanceAdjustResult = z.object({
  entryId: z.number().int(),
  platformType: z.number().int(),
  currency: z.string(),
  amount: z.number(),
  balance: z.number().nullable(),
});
export type BalanceAdjustResult = z.infer<typeof balanceAdjustResult>;
