import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format';
import { useBalanceInfo } from '../api/get-balance-info';

/** The top bar's balance: first entry, 2 decimals with separators, then the currency. No loading state. */
export function BalanceDisplay({ hasToken }: { hasToken: boolean }) {
  const { t } = useTranslation();
  const { data } = useBalanceInfo(hasToken);
  const first = data?.[0];
  const text = first ? formatMoney(first.price ?? first.amount, first.currency) : '';
  if (!text) return null;
  return (
    <span className="navbar-balance">
      <span className="navbar-balance-label">{t('layout.balance')}</span>
      <span data-testid="balance">{text}</span>
    </span>
  );
}
