import { MAX_DOCUMENT_AMOUNT } from './money-limits';

/** Cents of a decimal string: '-12.5' → -1250n; null when it is not one (at most 2 decimals). */
export function amountCents(value: string): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!match) return null;
  const cents = BigInt(match[2] ?? '0') * 100n + BigInt((match[3] ?? '').padEnd(2, '0'));
  return match[1] === '-' ? -cents : cents;
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
