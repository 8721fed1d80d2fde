import { isDecimalAmount, toCents } from './money';
import { decimalAmount } from './settings-mail/fields';

/**
 * The most one document can cost: a ticket, the EMD of a bag or seat, a memo, or a fee or penalty on
 * one of them. The dearest published fares are a few tens of thousands; a million is a typing error.
 */
export const MAX_DOCUMENT_AMOUNT = '999999.99';
/** The most one move of an account's balance (a top-up, an adjustment) or a warning threshold may be. */
export const MAX_BALANCE_AMOUNT = '9999999999.99';

/**
 * What an amount field admits: `positive` (a credit, a claim), `nonNegative` (an agency fee, an
 * airline penalty: 0 when there is none, never negative), `signed` (an adjustment, never 0).
 */
export type AmountSign = 'positive' | 'nonNegative' | 'signed';
export interface AmountRule {
  sign: AmountSign;
  max: string;
}

/** Every amount field of the contract with its rule, by field name (the generated input test reads it). */
export const AMOUNT_FIELDS = new Map<string, AmountRule[]>();

/** Cents of a decimal string: '-12.5' → -1250n; null when it is not one (at most 2 decimals). */
export function amountCents(value: string): bigint | null {
  return isDecimalAmount(value) ? toCents(value) : null;
}

const MAX_DOCUMENT_CENTS = amountCents(MAX_DOCUMENT_AMOUNT) ?? 0n;

/**
 * Whether a decimal string lies within ±MAX_DOCUMENT_AMOUNT, compared exactly in cents, never as a
 * float (false when it is no decimal string).
 */
export function isWithinDocumentAmount(value: string): boolean {
  const cents = amountCents(value);
  return cents !== null && cents <= MAX_DOCUMENT_CENTS && cents >= -MAX_DOCUMENT_CENTS;
}

const SIGN_MESSAGES: Record<AmountSign, string> = {
  positive: 'must be more than 0',
  nonNegative: 'must not be negative',
  signed: 'must not be zero',
};

/** An exact decimal amount (decimalAmount) held to its sign and its largest value, naming the field. */
export function amountField(field: string, rule: AmountRule) {
  AMOUNT_FIELDS.set(field, [...(AMOUNT_FIELDS.get(field) ?? []), rule]);
  const max = amountCents(rule.max) ?? 0n;
  return decimalAmount(field)
    .refine((value) => {
      const amount = amountCents(value);
      if (amount === null) return true;
      if (rule.sign === 'positive') return amount > 0n;
      if (rule.sign === 'nonNegative') return amount >= 0n;
      return amount !== 0n;
    }, `${field} ${SIGN_MESSAGES[rule.sign]}`)
    .refine(
      (value) => {
        const amount = amountCents(value);
        return amount === null || (amount <= max && amount >= -max);
      },
      rule.sign === 'signed'
        ? `${field} must be between -${rule.max} and ${rule.max}`
        : `${field} must be at most ${rule.max}`,
    );
}

/** A charge or penalty on a document: 0 or more, at most what a document can cost. */
export const feeAmount = (field: string) =>
  amountField(field, { sign: 'nonNegative', max: MAX_DOCUMENT_AMOUNT });
/** An amount paid or claimed on a document: more than 0, at most what a document can cost. */
export const documentAmount = (field: string) =>
  amountField(field, { sign: 'positive', max: MAX_DOCUMENT_AMOUNT });
