import { Card, Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { FinancialDay } from '@ota/contract';
import { formatMoney } from '../../../lib/format';

/**
 * Net equals sales on a day without refunds: sales is drawn wide underneath and net dashed and thin on
 * top, so that both stay visible where they meet.
 */
const SERIES = [
  { key: 'sales', color: '#169efd', width: 4, dash: undefined },
  { key: 'refunds', color: '#fa541c', width: 2, dash: undefined },
  { key: 'net', color: '#389e0d', width: 2, dash: '6 4' },
] as const;

/** Sales, refunds and net per day in EUR (issue 11 §5). */
export function FinancialChart({ days }: { days: FinancialDay[] }) {
  const { t } = useTranslation();
  const data = days.map((day) => ({
    day: day.day,
    sales: Number(day.sales),
    refunds: Number(day.refunds),
    net: Number(day.net),
  }));
  return (
    <Card
      size="small"
      title={t('financialReports.chart')}
      data-testid="financial-chart"
      style={{ marginBottom: 16 }}
    >
      {data.length === 0 ? (
        <Empty description={t('financialReports.empty')} />
      ) : (
        <ResponsiveContainer width="100%" height={260}>
          <LineChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="day" tick={{ fontSize: 11 }} />
            <YAxis tick={{ fontSize: 11 }} />
            <Tooltip formatter={(value, name) => [formatMoney(Number(value), 'EUR'), String(name)]} />
            <Legend />
            {SERIES.map((series) => (
              <Line
                key={series.key}
                type="monotone"
                dataKey={series.key}
                name={t(`financialReports.columns.${series.key}`)}
                stroke={series.color}
                strokeWidth={series.width}
                strokeDasharray={series.dash}
                dot={false}
                isAnimationActive={false}
              />
            ))}
          </LineChart>
        </ResponsiveContainer>
      )}
    </Card>
  );
}
