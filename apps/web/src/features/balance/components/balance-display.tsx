import { useTranslation } from 'react-i18next';
import { PLATFORM_NAMES } from '@ota/contract';
import { formatMoney } from '../../../lib/format';
import { useBalanceInfo, type BalanceEntry } from '../api/get-balance-info';

const amountOf = (entry: BalanceEntry) => formatMoney(entry.price ?? entry.amount, entry.currency);

/**
 * The top bar's balance: first entry, 2 decimals with separators, then the currency. No loading state.
 * A user with no platform gets each platform's entries apart: the first of each platform is shown,
 * named, never one sum of several platforms' money.
 */
export function BalanceDisplay({ hasToken }: { hasToken: boolean }) {
  const { t } = useTranslation();
  const { data = [] } = useBalanceInfo(hasToken);
  const perPlatform = data.filter((entry) => entry.platformType !== undefined);
  if (perPlatform.length > 0) {
    const firsts = perPlatform.filter(
      (entry, n) => perPlatform.findIndex((other) => other.platformType === entry.platformType) === n,
    );
    return (
      <span className="navbar-balance" data-testid="balance-per-platform">
        <span className="navbar-balance-label">{t('layout.balance')}</span>
        {firsts.map((entry) => (
          <span key={entry.platformType} data-testid={`balance-platform-${entry.platformType}`}>
            {PLATFORM_NAMES[entry.platformType ?? 0] ?? entry.platformType} {amountOf(entry)}
          </span>
        ))}
      </span>
    );
  }
  const first = data[0];
  const text = first ? amountOf(first) : '';
  if (!text) return null;
  return (
    <span className="navbar-balance">
      <span className="navbar-balance-label">{t('layout.balance')}</span>
      <span data-testid="balance">{text}</span>
    </span>
  );
}
