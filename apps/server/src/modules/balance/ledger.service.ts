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
  const [posted] = await postEntries(tx, [input]);
  if (!posted) throw new Error(`ledger entry for account ${input.accountId} was not posted`);
  return posted;
}

interface AccountState {
  currency: string;
  balance: bigint;
  creditLimit: bigint;
}

/** Locks each account once, in id order (two callers never wait crosswise), and reads where it stands. */
async function lockAccounts(
  tx: DbTransaction,
  accountIds: readonly number[],
): Promise<Map<number, AccountState>> {
  const ledger = createLedgerRepository(tx);
  const states = new Map<number, AccountState>();
  for (const id of [...new Set(accountIds)].sort((a, b) => a - b)) {
    const account = (await ledger.lockAccount(id)) ? await ledger.readAvailability(id, '0') : undefined;
    if (!account) throw new BadRequestError(`Account ${id} does not exist`);
    const balance = toCents(account.balance);
    states.set(id, {
      currency: account.currency,
      balance,
      creditLimit: toCents(account.available) - balance,
    });
  }
  return states;
}

/** The account after one more entry, or the refusal: short of balance + credit limit, or too large. */
function nextBalance(state: AccountState, amount: bigint): bigint {
  if (amount < 0n && state.balance + state.creditLimit + amount < 0n)
    throw new BadRequestError(
      `Insufficient balance: available ${formatMoney(centsToDecimal(state.balance + state.creditLimit), state.currency)}`,
    );
  const after = state.balance + amount;
  if (after >= MAX_CENTS || after <= -MAX_CENTS)
    throw new BadRequestError(
      `amount: the balance would be ${formatMoney(centsToDecimal(after), state.currency)}, ` +
        `beyond the largest amount an account holds (${formatMoney(centsToDecimal(MAX_CENTS - 1n), state.currency)})`,
    );
  return after;
}

/**
 * Writes many balance changes in one statement (a batch of refunds ...), refused as a whole as
 * postEntry refuses one: each account is locked and read once, its entries follow one another in the
 * order given, and its observers run once, after its last entry.
 */
export async function postEntries(
  tx: DbTransaction,
  inputs: readonly LedgerEntryInput[],
): Promise<PostedEntry[]> {
  const amounts = inputs.map(checkedCents);
  const states = await lockAccounts(
    tx,
    inputs.map((input) => input.accountId),
  );
  const rows = inputs.map((input, n) => {
    const state = states.get(input.accountId);
    const amount = amounts[n] ?? 0n;
    if (!state) throw new Error(`account ${input.accountId} was not locked`);
    state.balance = nextBalance(state, amount);
    return {
      accountId: input.accountId,
      type: input.type,
      amount: centsToDecimal(amount),
      balanceAfter: centsToDecimal(state.balance),
      reference: input.reference ?? null,
      operator: input.operator,
    };
  });
  const inserted = await createLedgerRepository(tx).insertEntries(rows);
  writes += inserted.length;
  const posted = inserted.map((entry, n): PostedEntry => {
    const row = rows[n];
    if (!row) throw new Error('the ledger answered more entries than were written');
    const { balanceAfter: _written, amount: _amount, ...input } = row;
    return { ...entry, ...input, currency: states.get(row.accountId)?.currency ?? '' };
  });
  const lastOfAccount = new Map(posted.map((entry) => [entry.accountId, entry]));
  for (const entry of lastOfAccount.values())
    for (const observe of ledgerObservers()) await observe(tx, entry);
  return posted;
}
