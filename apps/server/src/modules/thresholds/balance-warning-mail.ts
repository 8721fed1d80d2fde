import { PlatformType } from '@ota/contract';
import { formatMoney } from '../../platform/money';
import { formatDateTime } from '../../platform/time';

const PLATFORM_NAMES: Record<number, string> = {
  [PlatformType.ONEFLY]: 'onefly',
  [PlatformType.EDREAMS]: 'edreams',
};

export interface BalanceWarningFacts {
  platformType: number;
  currency: string;
  /** Decimal strings, as numeric(14,2) reads. */
  balance: string;
  warningThreshold: string;
  at: Date;
  /** The ledger entry that took the balance below the threshold. */
  entry: { type: string; amount: string; reference: string | null; operator: string };
}

export function platformLabel(platformType: number): string {
  const name = PLATFORM_NAMES[platformType];
  return name ? `platform ${platformType} (${name})` : `platform ${platformType}`;
}

/**
 * The mail of one crossing, in English for the operators' mailboxes. The time is UTC: the ledger
 * hook has no business time zone, and a mailbox may be read anywhere.
 */
export function balanceWarningMail(facts: BalanceWarningFacts): { subject: string; text: string } {
  const platform = platformLabel(facts.platformType);
  const threshold = formatMoney(facts.warningThreshold, facts.currency);
  const { entry } = facts;
  const cause = [
    `${entry.type} of ${formatMoney(entry.amount, facts.currency)} by ${entry.operator}`,
    entry.reference ? ` (reference: ${entry.reference})` : '',
  ].join('');
  const text = [
    `The ${facts.currency} balance of ${platform} has fallen below its warning threshold.`,
    '',
    `Platform:           ${platform}`,
    `Currency:           ${facts.currency}`,
    `Balance:            ${formatMoney(facts.balance, facts.currency)}`,
    `Warning threshold:  ${threshold}`,
    `Time:               ${formatDateTime(facts.at, 'UTC')} UTC`,
    `Caused by:          ${cause}`,
    '',
    'This is the only mail for this drop: the next one is sent after the balance has been back at or',
    `above ${threshold} and falls below it again. Top up the account, or change the threshold under`,
    'Settings > Threshold Manage in the console.',
    '',
    '-- ',
    'OTA Console (automatic message)',
    '',
  ].join('\n');
  return { subject: `Balance warning: ${facts.currency} balance of ${platform} is below ${threshold}`, text };
}
