import { MailboxType } from '@ota/contract';
import type { LedgerObserver } from '../balance';
import { notifyMailboxes } from '../mailboxes';
import { balanceWarningMail } from './balance-warning-mail';
import { createThresholdsRepository } from './thresholds.repository';

/**
 * After every ledger entry, in its transaction (docs/domain.md "Money"): when a debit takes the balance
 * below the account's warning threshold, the BALANCE_WARNING mailboxes of the account's platform and the
 * reseller's own (no platform) get one mail for that crossing: never another platform's (decision 0039).
 */
export const checkThresholdCrossing: LedgerObserver = async (tx, entry) => {
  const debit = entry.amount.startsWith('-');
  const crossed = await createThresholdsRepository(tx).crossing(entry.accountId, entry.balanceAfter, debit);
  if (!crossed) return;
  const mail = balanceWarningMail({
    platformType: crossed.platformType,
    currency: crossed.currency,
    balance: entry.balanceAfter,
    warningThreshold: crossed.warningThreshold,
    at: entry.createdAt,
    entry,
  });
  await notifyMailboxes(tx, MailboxType.BALANCE_WARNING, { ...mail, platformType: crossed.platformType });
};
