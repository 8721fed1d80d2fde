import { Typography } from 'antd';
import { formatMoney } from '../../../lib/format';

/** An amount in the order's currency, with its EUR value beside it when the currency is another. */
export function MoneyCell({ amount, currency, eur }: { amount: number; currency: string; eur?: number }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {formatMoney(amount, currency)}
      {eur !== undefined && currency !== 'EUR' && (
        <Typography.Text type="secondary"> ({formatMoney(eur, 'EUR')})</Typography.Text>
      )}
    </span>
  );
}
