import { LedgerEntryType, type LedgerEntryTypeValue } from '@ota/contract';
import type { DbTransaction } from '../../platform/db';
import { BadRequestError } from '../../platform/errors';
import { centsToDecimal, formatMoney, isDecimalAmount, toCents } from '../../platform/money';
import { ledgerObservers } from './ledger-observers';
import { createLedgerRepository } from './ledger.repository';
import type { LedgerEntryInput, PostedEntry } from './ledger-types';

export type { LedgerEntryInput, PostedEntry } from './ledger-types';

const CREDIT_ONLY = new Set<LedgerEntryTypeValue>([
  LedgerEntryType.TOP_UP,
  LedgerEntryType.REFUND_CREDIT,
  LedgerEntryType.VOID_REVERSAL,
]);
const DEBIT_ONLY = new Set<LedgerEntryTypeValue>([
  LedgerEntryType.BOOKING_DEBIT,
  LedgerEntryType.CHANGE_DEBIT,
  LedgerEntryType.ANCILLARY_DEBIT,
]);
const MAX_CENTS = 10n ** 14n;

let writes = 0;

/** Grows with every ledger entry this process writes: local caches of balances compare it. */
export function ledgerWriteCount(): number {
  return writes;
}

function checkedCents(input: LedgerEntryInput): bigint {
  if (!isDecimalAmount(input.amount))
    throw new BadRequestError('amount must be a number with at most 2 decimals');
  const cents = toCents(input.amount);
  if (cents === 0n) throw new BadRequestError('amount must not be zero');
  if (cents >= MAX_CENTS || cents <= -MAX_CENTS) throw new BadRequestError('amount is too large');
  if (cents < 0n && CREDIT_ONLY.has(input.type))
    throw new BadRequestError(`${input.type} amount must be positive`);
  if (cents > 0n && DEBIT_ONLY.has(input.type))
    throw new BadRequestError(`${input.type} amount must be negative`);
  return cents;
}

/**
 * Writes one balance change inside the caller's transaction, so it commits or rolls back with the
 * business change that caused it. The account row stays locked until that transaction ends, which
 * serializes concurrent entries on one account; a debit beyond balance + credit limit is refused.
 * Every check registered with observeLedger (the balance warning thresholds ...) runs after it, in the same
 * transaction.
 */
export async function postEntry(tx: DbTransaction, input: LedgerEntryInput): Promise<PostedEntry> {
  const amount = centsToDecimal(checkedCents(input));
  const ledger = createLedgerRepository(tx);
  const account = (await ledger.lockAccount(input.accountId))
    ? await ledger.readAvailability(input.accountId, amount)
    : undefined;
  if (!account) throw new BadRequestError(`Account ${input.accountId} does not exist`);
  if (amount.startsWith('-') && !account.covers) {
    throw new BadRequestError(
      `Insufficient balance: available ${formatMoney(account.available, account.currency)}`,
    );
  }
  const after = toCents(account.balance) + toCents(amount);
  if (after >= MAX_CENTS || after <= -MAX_CENTS) {
    throw new BadRequestError(
      `amount: the balance would be ${formatMoney(centsToDecimal(after), account.currency)}, ` +
        `beyond the largest amount an account holds (${formatMoney(centsToDecimal(MAX_CENTS - 1n), account.currency)})`,
    );
  }
  const entry = await ledger.insertEntry({
    accountId: input.accountId,
    type: input.type,
    amount,
    balanceBefore: account.balance,
    reference: input.reference ?? null,
    operator: input.operator,
  });
  writes += 1;
  const posted: PostedEntry = {
    ...entry,
    accountId: input.accountId,
    type: input.type,
    currency: account.currency,
    reference: input.reference ?? null,
    operator: input.operator,
  };
  for (const observe of ledgerObservers()) await observe(tx, posted);
  return posted;
}
