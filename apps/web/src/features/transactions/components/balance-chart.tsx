import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { PLATFORM_NAMES, type BalanceSeries } from '@ota/contract';
import { formatMoney } from '../../../lib/format';

const THEME = '#169efd';
const LIMIT = '#f5222d';

/**
 * The balance at each day's end and the credit limit's floor (the balance may fall to minus the limit):
 * how close the account came to it, at a glance (issue 11 §5).
 */
export function BalanceChart({
  series,
  named = false,
}: {
  series: BalanceSeries | null | undefined;
  /** Say whose account it is (a user with no platform reads every platform's). */
  named?: boolean;
}) {
  const { t } = useTranslation();
  const currency = series?.currency ?? '';
  const data = (series?.points ?? []).map((point) => ({
    day: point.day,
    balance: point.balance,
    floor: -point.creditLimit,
  }));
  return (
    <Card
      size="small"
      title={
        named && series
          ? t('transactions.chartTitleOf', {
              platform: PLATFORM_NAMES[series.platformType] ?? series.platformType,
              currency: series.currency,
            })
          : t('transactions.chartTitle')
      }
      data-testid="balance-chart"
      style={{ marginBottom: 16 }}
    >
      {data.length === 0 ? (
        <Empty description={t('transactions.empty')} />
      ) : (
        <ResponsiveContainer width="100%" height={240}>
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 16 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" tick={{ fontSize: 11 }} minTickGap={24} />
            <YAxis tick={{ fontSize: 11 }} width={80} />
            <Tooltip
              formatter={(value, name) => [
                formatMoney(Number(value), currency),
                name === 'floor' ? t('transactions.creditLimitLine') : t('transactions.balance'),
              ]}
            />
            <Line type="stepAfter" dataKey="balance" stroke={THEME} dot={false} isAnimationActive={false} />
            <Line
              type="linear"
              dataKey="floor"
              stroke={LIMIT}
              strokeDasharray="6 4"
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      )}
    </Card>
  );
}
